import { timingSafeEqual } from 'node:crypto';
import type { ChannelAdapter, WebhookCall } from '../channel-adapter';
import { recentReads } from '../recent-reads';
import { readPairedNumber } from './configuration';
import { recordConnectionStatus } from './connection-status';
import { batchOf, readGatewayEvent, statusOfEvent } from './read-webhook';
import { sendPairedText } from './send-message';

/** The API key is read once per burst of webhooks, not once per call. */
const recentKeys = recentReads<string | null>(5_000);

const sameKey = (offered: string, expected: string) => {
  const left = Buffer.from(offered);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The gateway names the key in the body (`apikey`), or in an `apikey` header when set up with one. */
function offeredKeys(call: WebhookCall): string[] {
  const header = call.headers.apikey;
  const fromBody = readGatewayEvent(call.rawBody)?.apikey;
  return [typeof header === 'string' ? header : null, fromBody ?? null].filter((key): key is string => !!key);
}

/**
 * WhatsApp paired by QR code (channel 2) through a gateway speaking Evolution API v2:
 * its webhooks in (connection, messages, receipts), `sendText` out.
 */
export const whatsappQrAdapter: ChannelAdapter = {
  provider: 'whatsapp-qr',
  channelId: 2,
  webhook: {
    async authenticate(app, call) {
      const key = await recentKeys(`${call.companyId}:${call.configurationId}`, async () => {
        const number = await readPairedNumber(app, call.companyId, call.configurationId);
        return number?.apiKey || null;
      });
      return key !== null && offeredKeys(call).some((offered) => sameKey(offered, key));
    },
    async parse(app, call) {
      const number = await readPairedNumber(app, call.companyId, call.configurationId);
      const event = readGatewayEvent(call.rawBody);
      // A gateway with one global webhook posts every instance's events: only this number's count.
      if (!number || !event || (event.instance !== null && event.instance !== number.instance))
        return { messages: [], receipts: [] };
      const status = statusOfEvent(event);
      if (status) await recordConnectionStatus(app, call.companyId, call.configurationId, status);
      return batchOf(event);
    },
  },
  send: sendPairedText,
};
