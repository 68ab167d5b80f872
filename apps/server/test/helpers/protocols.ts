import type { Message, Protocol } from '@contact/domain/protocols';
import type { TestApp } from './app';

let customerCounter = 0;

/** A customer writes in through the generic API channel; answers the protocol and message. */
export async function customerWrites(
  t: TestApp,
  token: string,
  options: { department?: number; channel?: number; phone?: string; name?: string; text?: string } = {},
): Promise<{ protocol: Protocol; message: Message }> {
  customerCounter += 1;
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/message/inbound',
    token,
    payload: {
      id_channel: options.channel ?? 2,
      department_id: options.department ?? 1,
      customer: {
        name: options.name ?? `Cliente ${customerCounter}`,
        phone: options.phone ?? `1198${String(1000000 + customerCounter).slice(-7)}`,
      },
      text: options.text ?? 'Olá, preciso de ajuda',
    },
  });
  if (response.statusCode !== 200) throw new Error(`inbound failed: ${response.body}`);
  return response.json();
}

export async function call<T = Protocol>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<{ status: number; body: T }> {
  const response = await t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as T };
}
