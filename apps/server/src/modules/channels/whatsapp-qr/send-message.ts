import { phoneDigits } from '@contact/domain/channels';
import type { FastifyInstance } from 'fastify';
import type { StoredAttachment } from '../../messages/message-wire';
import { configured, ProviderError, type OutboundRequest } from '../channel-adapter';
import { readPairedNumber } from './configuration';

/** Hands one text to the gateway (`sendText`); files are not sent through this connection. */
export async function sendPairedText(app: FastifyInstance, request: OutboundRequest): Promise<{ externalId: string }> {
  const number = await configured(readPairedNumber(app, request.companyId, request.configurationId));
  if (!request.customer.phone) throw new ProviderError('errors.customerPhoneMissing', false);
  if ((request.message.attachments as StoredAttachment[]).length > 0)
    throw new ProviderError('errors.attachmentsNotSupported', false);
  const externalId = await number.gateway.sendText(phoneDigits(request.customer.phone), request.message.text);
  return { externalId };
}
