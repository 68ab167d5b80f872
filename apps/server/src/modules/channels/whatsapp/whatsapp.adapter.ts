import type { ChannelAdapter, WebhookCall } from '../channel-adapter';
import type { FastifyInstance } from 'fastify';
import { readWhatsappNumber } from './configuration';
import { readWebhook } from './read-webhook';
import { sendWhatsapp } from './send-message';
import { isSignedByMeta, verifiedChallenge } from './signature';
import { applyTemplateStatuses } from './templates/template-status';
import { recentReads } from '../recent-reads';

const numberOf = (app: FastifyInstance, call: WebhookCall) =>
  readWhatsappNumber(app, call.companyId, call.configurationId);

/** The signing secret is read once per burst of webhooks, not once per call. */
const recentNumbers = recentReads<Awaited<ReturnType<typeof readWhatsappNumber>>>(5_000);

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
      const number = await recentNumbers(`${call.companyId}:${call.configurationId}`, () => numberOf(app, call));
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
