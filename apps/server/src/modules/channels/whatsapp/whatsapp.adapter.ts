import type { ChannelAdapter, WebhookCall } from '../channel-adapter';
import type { FastifyInstance } from 'fastify';
import { readWhatsappNumber } from './configuration';
import { readWebhook } from './read-webhook';
import { sendWhatsapp } from './send-message';
import { isSignedByMeta, verifiedChallenge } from './signature';
import { applyTemplateStatuses } from './templates/template-status';

const numberOf = (app: FastifyInstance, call: WebhookCall) =>
  readWhatsappNumber(app, call.companyId, call.configurationId);

/** WhatsApp Business Platform (Cloud API), channel 2: Meta's webhooks in, the Graph API out. */
export const whatsappAdapter: ChannelAdapter = {
  provider: 'whatsapp',
  channelId: 2,
  webhook: {
    async verify(app, call) {
      const number = await numberOf(app, call);
      return number ? verifiedChallenge(call.query, number.verifyToken) : null;
    },
    async authenticate(app, call) {
      const number = await numberOf(app, call);
      if (!number?.appSecret) return false;
      return isSignedByMeta(call.rawBody, call.headers['x-hub-signature-256'], number.appSecret);
    },
    async parse(app, call) {
      const number = await numberOf(app, call);
      if (!number) return { messages: [], receipts: [] };
      await applyTemplateStatuses(app, call.companyId, call.configurationId, call.rawBody);
      return readWebhook(app, number, call.rawBody);
    },
  },
  send: sendWhatsapp,
};
