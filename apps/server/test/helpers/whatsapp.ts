import { createHmac } from 'node:crypto';
import type { TestApp } from './app';

/** A WhatsApp Cloud API number of the demo company, as the tests configure it. */
export const whatsappNumber = {
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  accessToken: 'EAAtest-access-token',
  appSecret: 'app-secret-for-tests',
  verifyToken: 'verify-token-for-tests',
};

/** Saves the number for Atendimento (department 1); answers its configuration id. */
export async function configureWhatsapp(t: TestApp, adminToken: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/settings/whatsapp-oficial',
    token: adminToken,
    payload: {
      description: 'WhatsApp oficial do Atendimento',
      phone: '(11) 3333-4444',
      ...whatsappNumber,
      apiVersion: 'v21.0',
      departments: [1],
    },
  });
  if (response.statusCode !== 200) throw new Error(`whatsapp-oficial: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Meta's `messages` webhook envelope (WhatsApp Cloud API webhook reference). */
export function webhookBody(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: whatsappNumber.businessAccountId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551133334444', phone_number_id: whatsappNumber.phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** A customer's message as Meta delivers it: the profile beside it, `from` being the wa_id. */
export function customerMessage(from: string, name: string, message: Record<string, unknown>) {
  return webhookBody({
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ from, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
  });
}

export function statusUpdate(status: Record<string, unknown>) {
  return webhookBody({
    statuses: [{ timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: '5511987654321', ...status }],
  });
}

export const signatureOf = (body: string, secret = whatsappNumber.appSecret) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Posts a webhook to the app as Meta would, signed with the app secret unless told otherwise. */
export function postWebhook(
  t: TestApp,
  configurationId: number,
  body: unknown,
  options: { signature?: string | null } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = options.signature === undefined ? signatureOf(raw) : options.signature;
  return t.request({
    method: 'POST',
    url: `/api/webhooks/whatsapp/${configurationId}`,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: raw,
  });
}

/** Waits until the background queues have done what the test expects. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
