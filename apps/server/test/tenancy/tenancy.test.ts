import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let demo: string;
let other: string;
let demoDepartmentId: number;
let otherDepartmentId: number;
let demoUserId: number;
let otherUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.login('admin@demo.com.br')).token;
  const otherSession = await t.login('admin@outra.com.br');
  other = otherSession.token;
  otherUserId = otherSession.user.id;
  demoUserId = (await t.login('operador1@demo.com.br')).user.id;
  const demoDepartments = (await t.request({ method: 'GET', url: '/api/v1/answer/departments', token: demo })).json();
  const otherDepartments = (await t.request({ method: 'GET', url: '/api/v1/answer/departments', token: other })).json();
  demoDepartmentId = demoDepartments[0].id;
  otherDepartmentId = otherDepartments[0].id;
});
afterAll(() => t.close());

describe('tenancy: a company never sees nor changes another company’s rows', () => {
  it('lists only its own departments', async () => {
    const demoNames = (await t.request({ method: 'GET', url: '/api/v1/answer/departments', token: demo }))
      .json()
      .map((d: { name: string }) => d.name);
    const otherNames = (await t.request({ method: 'GET', url: '/api/v1/answer/departments', token: other }))
      .json()
      .map((d: { name: string }) => d.name);
    expect(demoNames.sort()).toEqual(['Atendimento', 'Financeiro', 'Suporte Técnico']);
    expect(otherNames).toEqual(['Comercial']);
  });

  it('lists only its own users', async () => {
    const demoEmails = (await t.request({ method: 'GET', url: '/api/v1/answer/users', token: demo }))
      .json()
      .map((u: { email: string }) => u.email);
    const otherEmails = (await t.request({ method: 'GET', url: '/api/v1/answer/users', token: other }))
      .json()
      .map((u: { email: string }) => u.email);
    expect(demoEmails).toHaveLength(9);
    expect(demoEmails.every((email: string) => email.endsWith('@demo.com.br'))).toBe(true);
    expect(otherEmails).toEqual(['admin@outra.com.br']);
  });

  it('cannot read another company’s department or user by id', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/answer/department/${otherDepartmentId}`, token: demo }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/answer/department/${demoDepartmentId}`, token: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/settings/users/${otherUserId}`, token: demo })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/settings/users/${demoUserId}`, token: other })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/settings/users/${demoUserId}`, token: demo })).statusCode,
    ).toBe(200);
  });

  it('cannot change another company’s department, which stays as it was', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/department',
      token: other,
      payload: { id: demoDepartmentId, name: 'Invadido' },
    });
    expect(response.statusCode).toBe(404);
    const unchanged = (
      await t.request({ method: 'GET', url: `/api/v1/answer/department/${demoDepartmentId}`, token: demo })
    ).json();
    expect(unchanged.name).not.toBe('Invadido');
  });

  it('department names are unique within a company, not across companies', async () => {
    const same = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token: other,
      payload: { name: 'atendimento' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'atendimento', color: '#1c7ed6', active: true });
    const clash = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token: other,
      payload: { name: 'ATENDIMENTO' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe um departamento com este nome.',
      fields: { name: 'Já existe um departamento com este nome.' },
    });
  });

  it('the company settings are those of the caller', async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/v1/settings/company', token: other })).json();
    expect(mine.name).toBe('Outra Empresa');
  });
});

describe('only administrators change configuration', () => {
  it('refuses a supervisor or an operator with a translated 403', async () => {
    for (const email of ['supervisor@demo.com.br', 'operador2@demo.com.br']) {
      const { token } = await t.login(email);
      const create = await t.request({
        method: 'POST',
        url: '/api/v1/settings/department',
        token,
        payload: { name: 'Nova' },
      });
      expect(create.statusCode).toBe(403);
      expect(create.json().error).toEqual({
        code: 'forbidden',
        message: 'Você não tem permissão para realizar esta ação.',
      });
      const company = await t.request({
        method: 'PUT',
        url: '/api/v1/settings/company',
        token,
        payload: { requireTwoFactor: true },
      });
      expect(company.statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/v1/settings/outbox', token })).statusCode).toBe(403);
    }
  });
});
