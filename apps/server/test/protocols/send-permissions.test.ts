import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let operator1: string;
let protocolId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await t.login('admin@demo.com.br')).token;
  const supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
  const created = await call<{ id: number }>(t, admin, 'POST', '/settings/role_function', {
    description: 'Atendimento sem anexos nem emojis',
    departments: [1],
    profiles: [1],
    allowEmojis: false,
    allowAttachments: false,
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const { protocol } = await customerWrites(t, supervisor, { phone: '11999991111', department: 1 });
  protocolId = protocol.id;
  await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocolId });
});
afterAll(() => t.close());

function withFile(name: string, type: string) {
  return multipart({ protocol_id: protocolId }, { name, type, content: Buffer.from('content') });
}

describe('role permissions are enforced by the message API (spec backoffice §6)', () => {
  it('refuses an emoji when emojis are denied, naming the text', async () => {
    const refused = await call<{ error: { code: string; fields: Record<string, string> } }>(
      t,
      operator1,
      'POST',
      '/message',
      {
        protocol_id: protocolId,
        text: 'Tudo certo 👍',
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.fields.text).toBe('Seu perfil não permite enviar emojis neste departamento.');
    expect((await call(t, operator1, 'POST', '/message', { protocol_id: protocolId, text: 'Tudo certo' })).status).toBe(
      200,
    );
  });

  it('refuses a file when attachments are denied, but lets photos through', async () => {
    const file = await t.request({
      method: 'POST',
      url: '/api/v1/message',
      token: operator1,
      ...withFile('contrato.pdf', 'application/pdf'),
    });
    expect(file.statusCode).toBe(403);
    expect(file.json().error.fields.files).toBe('Seu perfil não permite enviar anexos neste departamento.');
    const photo = await t.request({
      method: 'POST',
      url: '/api/v1/message',
      token: operator1,
      ...withFile('foto.png', 'image/png'),
    });
    expect(photo.statusCode).toBe(200);
  });
});
