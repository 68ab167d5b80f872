import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
let atendimento: number;
let financeiro: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  const departments = (await t.request({ method: 'GET', url: '/api/v1/answer/departments', token: admin })).json();
  atendimento = departments.find((d: { name: string }) => d.name === 'Atendimento').id;
  financeiro = departments.find((d: { name: string }) => d.name === 'Financeiro').id;
});
afterAll(() => t.close());

const sla = (token: string, method: 'POST' | 'PUT', payload: object) =>
  t.request({ method, url: '/api/v1/settings/sla', token, payload });

describe('SLA (spec §3, §7, §8)', () => {
  it('lists the units of time: second, minute, hour, day', async () => {
    const units = (await t.request({ method: 'GET', url: '/api/v1/settings/unit_of_time', token: admin })).json();
    expect(units).toEqual([
      { id: 1, name: 'second', label: 'Segundos' },
      { id: 2, name: 'minute', label: 'Minutos' },
      { id: 3, name: 'hour', label: 'Horas' },
      { id: 4, name: 'day', label: 'Dias' },
    ]);
  });

  it('takes the POST of the spec and answers both unit names', async () => {
    const created = await sla(admin, 'POST', {
      time: 2,
      unit_of_time: 3,
      departments: [financeiro],
      channels: [4],
      activated: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ time: 2, id_unit_of_time: 3, unit_of_time: 3, activated: true });
    const changed = await sla(admin, 'PUT', {
      id: created.json().id,
      id_unit_of_time: 4,
      time: 1,
      activated: true,
      departments: [financeiro],
      channels: [4],
    });
    expect(changed.json()).toMatchObject({ time: 1, id_unit_of_time: 4, unit_of_time: 4 });
  });

  it('refuses a second SLA for a department and channel with the spec text', async () => {
    // The demo company already has one for Atendimento and chat.
    const duplicate = await sla(admin, 'POST', {
      time: 5,
      unit_of_time: 2,
      departments: [atendimento],
      channels: [1, 3],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe sla para esse departamento e canal',
    });
  });

  it('refuses to change or switch on an SLA into an overlap', async () => {
    const sms = (
      await sla(admin, 'POST', { time: 5, unit_of_time: 2, departments: [atendimento], channels: [3] })
    ).json();
    const moved = await sla(admin, 'PUT', { id: sms.id, channels: [2] });
    expect(moved.statusCode).toBe(409);
    await t.request({
      method: 'PUT',
      url: `/api/v1/settings/sla/${sms.id}/active`,
      token: admin,
      payload: { active: false },
    });
    const twin = await sla(admin, 'POST', { time: 9, unit_of_time: 2, departments: [atendimento], channels: [3] });
    expect(twin.statusCode, 'an inactive SLA does not block a new one').toBe(200);
    const back = await t.request({
      method: 'PUT',
      url: `/api/v1/settings/sla/${sms.id}/active`,
      token: admin,
      payload: { active: true },
    });
    expect(back.statusCode).toBe(409);
  });

  it('says it in the user’s language', async () => {
    await t.request({ method: 'PUT', url: '/api/v1/profile', token: admin, payload: { language: 'es-AR' } });
    const duplicate = await sla(admin, 'POST', { time: 5, unit_of_time: 2, departments: [atendimento], channels: [1] });
    expect(duplicate.json().error.message).toBe('Ya existe un SLA para ese departamento y canal');
    const missing = await sla(admin, 'POST', { unit_of_time: 2, departments: [atendimento], channels: [1] });
    expect(missing.json().error.fields).toEqual({ time: 'El campo tiempo es obligatorio.' });
    await t.request({ method: 'PUT', url: '/api/v1/profile', token: admin, payload: { language: 'pt-BR' } });
  });
});
