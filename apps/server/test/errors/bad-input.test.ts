import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('admin@demo.com.br')).token;
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('one error shape for bad input, never a 500', () => {
  it('malformed JSON is a 400 naming the problem', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token,
      headers: json,
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'malformed_body', message: 'O corpo da requisição não é um JSON válido.' },
    });
  });

  it('an empty JSON body is a 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token,
      headers: json,
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toMatch(/malformed_body|validation/);
  });

  it('a wrong type, a missing field and an unknown field are each named, translated', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token,
      payload: { color: 12, active: 'sim', owner: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation',
      message: 'Dados inválidos. Verifique os campos indicados.',
      fields: {
        name: 'O campo nome é obrigatório.',
        color: 'O campo cor tem um tipo inválido.',
        active: 'O campo ativo tem um tipo inválido.',
        owner: 'O campo owner não é aceito.',
      },
    });
  });

  it('before sign-in the browser language is used', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/login',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      payload: { email: 'x@y.com' },
    });
    expect(response.json().error).toEqual({
      code: 'validation',
      message: 'Datos no válidos. Revisa los campos indicados.',
      fields: { password: 'El campo contraseña es obligatorio.' },
    });
  });

  it('the signed-in user language wins over the browser header', async () => {
    const operator = await t.login('operador1@demo.com.br');
    await t.request({ method: 'PUT', url: '/api/v1/profile', token: operator.token, payload: { language: 'es-PE' } });
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token: operator.token,
      headers: { 'accept-language': 'pt-BR' },
      payload: { phone: '123' },
    });
    expect(response.json().error.fields.phone).toBe(
      'Ingrese el celular con código de área (2 dígitos) y número (8 o 9 dígitos).',
    );
  });

  it('a body over the limit is a 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token,
      headers: json,
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'A requisição excede o tamanho máximo de 1 MiB.' },
    });
  });

  it('an unsupported content type is a 415', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token,
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('a bad path parameter is a 400 naming it', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/answer/department/abc', token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('id');
  });

  it('a bad query parameter is a 400 naming it', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/settings/outbox?page=0&limit=x', token });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['limit', 'page']);
  });

  it('a NUL character, which the database cannot store, is a 400 naming each field that holds one', async () => {
    const inbound = await t.request({
      method: 'POST',
      url: '/api/v1/message/inbound',
      token,
      payload: {
        id_channel: 2,
        department_id: 1,
        customer: { name: 'Ana\u0000', phone: '11955550909' },
        text: 'Olá\u0000',
      },
    });
    expect(inbound.statusCode).toBe(400);
    expect(inbound.json().error.fields).toEqual({
      'customer.name': 'O campo nome contém um caractere não permitido.',
      text: 'O campo mensagem contém um caractere não permitido.',
    });

    const department = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token,
      payload: { name: 'Vendas\u0000' },
    });
    expect(department.statusCode).toBe(400);
    expect(department.json().error.fields.name).toBe('O campo nome contém um caractere não permitido.');
    const stored = await t.request({ method: 'GET', url: '/api/v1/settings/department', token });
    expect(JSON.stringify(stored.json())).not.toContain('Vendas\\u0000');
  });

  it('an unknown route is a translated 404', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Endereço não encontrado: GET /api/v1/nothing-here.' },
    });
  });

  it('a missing record is a translated 404', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/answer/department/99999', token });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: 'Registro não encontrado.' });
  });
});

describe('OpenAPI', () => {
  it('is generated from the contracts at /api/docs', async () => {
    const ui = await t.request({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/authentication/login',
        '/api/v1/authentication/me',
        '/api/v1/authentication/logout',
        '/api/v1/authentication/2fa/setup',
        '/api/v1/authentication/2fa/verify',
      ]),
    );
    expect(document.paths['/api/v1/authentication/login'].post.requestBody).toBeDefined();
  });
});
