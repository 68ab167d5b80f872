import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let supervisor: string;
let operator2: string;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator2 = (await t.login('operador2@demo.com.br')).token;
});
afterAll(() => t.close());

describe('GET /api/v1/protocol/export', () => {
  it('answers the protocol as a PDF download', async () => {
    const { protocol } = await customerWrites(t, supervisor, {
      phone: '11988889999',
      name: 'João Exportação',
      text: 'Olá 👋, preciso da fatura',
    });
    await call(t, supervisor, 'POST', '/message', { protocol_id: protocol.id, text: 'Claro, João! Segue a fatura.' });
    await call(t, supervisor, 'POST', '/note', { protocol_id: protocol.id, text: 'Cliente pediu urgência' });
    const response = await t.request({
      method: 'GET',
      url: `/api/v1/protocol/export?protocol=${protocol.id}`,
      token: supervisor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="protocolo-${protocol.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString()).toContain('%%EOF');
  });

  it('follows visibility and validates the query', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11988889998' });
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/protocol/export?protocol=${protocol.id}`, token: operator2 }))
        .statusCode,
    ).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/v1/protocol/export?protocol=abc', token: supervisor });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('protocol');
  });
});

describe('POST /api/v1/protocol/{id}/derivate_voice', () => {
  it('moves the conversation to the video/voice queue', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11988889997' });
    const moved = await call(t, supervisor, 'POST', `/protocol/${protocol.id}/derivate_voice`);
    expect(moved.body).toMatchObject({ status: 6 });
  });
});
