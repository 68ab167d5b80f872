import type { ChannelAdapter, InboundBatch, WebhookCall } from '../channel-adapter';
import type { FastifyInstance } from 'fastify';
import { readWhatsappNumber, siblingNumber } from './configuration';
import { readWebhook } from './read-webhook';
import { sendWhatsapp } from './send-message';
import { isSignedByMeta, verifiedChallenge } from './signature';
import { otherNumbersIn } from './webhook-payload';
import { applyTemplateStatuses } from './templates/template-status';
import { recentReads } from '../recent-reads';

const numberOf = (app: FastifyInstance, call: WebhookCall) =>
  readWhatsappNumber(app, call.companyId, call.configurationId);

/** The number (its signing secret, its token) is read once per burst of webhooks, not once per call. */
const recentNumbers = recentReads<Awaited<ReturnType<typeof readWhatsappNumber>>>(5_000);
const recentNumberOf = (app: FastifyInstance, call: WebhookCall) =>
  recentNumbers(`${call.companyId}:${call.configurationId}`, () => numberOf(app, call));

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
      const number = await recentNumberOf(app, call);
      if (!number?.appSecret) return false;
      return isSignedByMeta(call.rawBody, call.headers['x-hub-signature-256'], number.appSecret);
    },
    async parse(app, call) {
      const number = await recentNumberOf(app, call);
      if (!number) return { messages: [], receipts: [] };
      await applyTemplateStatuses(app, call.companyId, call.configurationId, call.rawBody);
      const batch = await readWebhook(app, number, call.rawBody);
      const routed: NonNullable<InboundBatch['routed']> = [];
      for (const phoneNumberId of otherNumbersIn(call.rawBody, number.phoneNumberId)) {
        const sibling = await siblingNumber(app, call.companyId, phoneNumberId, number.appSecret);
        if (sibling)
          routed.push({
            configurationId: sibling.configurationId,
            batch: await readWebhook(app, sibling.number, call.rawBody),
          });
      }
      return routed.length > 0 ? { ...batch, routed } : batch;
    },
  },
  send: sendWhatsapp,
};
