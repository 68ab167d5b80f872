import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
let other: string;
let whatsappId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  other = (await t.login('admin@outra.com.br')).token;
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/settings/whatsapp',
    token: admin,
    payload: {
      description: 'WhatsApp comercial',
      settings: { provider: 'gupshup', phone: '(11) 98765-4321', inputToken: 'entrada-123', outputToken: 'saida-456' },
      activated: true,
    },
  });
  whatsappId = created.json().id;
});
afterAll(() => t.close());

describe('WhatsApp accounts and their HSM templates (spec §7)', () => {
  it('keep the phone as digits and both tokens masked', async () => {
    const account = (
      await t.request({ method: 'GET', url: `/api/v1/settings/whatsapp/${whatsappId}`, token: admin })
    ).json();
    expect(account.settings).toMatchObject({
      phone: '11987654321',
      inputToken: '••••',
      hasInputToken: true,
      outputToken: '••••',
      hasOutputToken: true,
    });
  });

  it('create, list and change templates under the account', async () => {
    const base = `/api/v1/settings/whatsapp/${whatsappId}/hsm`;
    const created = await t.request({
      method: 'POST',
      url: base,
      token: admin,
      payload: { name: 'boas_vindas', text: 'Olá {{1}}, seu pedido {{2}} saiu para entrega.' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      whatsappId,
      name: 'boas_vindas',
      language: 'pt_BR',
      category: 'utility',
      active: true,
    });
    const list = (await t.request({ method: 'GET', url: base, token: admin })).json();
    expect(list.items.map((item: { name: string }) => item.name)).toEqual(['boas_vindas']);
    const changed = await t.request({
      method: 'PUT',
      url: `${base}/${created.json().id}`,
      token: admin,
      payload: { category: 'marketing', footer: 'Responda SAIR para não receber' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ category: 'marketing', footer: 'Responda SAIR para não receber' });
    const duplicate = await t.request({
      method: 'POST',
      url: base,
      token: admin,
      payload: { name: 'boas_vindas', text: 'x' },
    });
    expect(duplicate.statusCode).toBe(409);
    const badName = await t.request({
      method: 'POST',
      url: base,
      token: admin,
      payload: { name: 'Boas Vindas', text: 'x' },
    });
    expect(badName.json().error.fields.name).toBe('Use apenas letras minúsculas, números, hífens e sublinhados.');
  });

  it('are out of reach of another company and of an unknown account', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/settings/whatsapp/${whatsappId}/hsm`, token: other })).statusCode,
    ).toBe(404);
    const posted = await t.request({
      method: 'POST',
      url: `/api/v1/settings/whatsapp/${whatsappId}/hsm`,
      token: other,
      payload: { name: 'invasao', text: 'x' },
    });
    expect(posted.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/settings/whatsapp/999999/hsm', token: admin })).statusCode,
    ).toBe(404);
  });

  it('keeps a token the form sends back masked, and replaces one sent anew', async () => {
    const kept = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/whatsapp',
      token: admin,
      payload: { id: whatsappId, settings: { inputToken: '••••', outputToken: 'nova-saida' }, activated: true },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const cleared = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/whatsapp',
      token: admin,
      payload: { id: whatsappId, settings: { inputToken: null } },
    });
    expect(cleared.json().settings).toMatchObject({ inputToken: null, hasInputToken: false, hasOutputToken: true });
  });
});
