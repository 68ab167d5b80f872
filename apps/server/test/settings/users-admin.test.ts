import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createTestApp, demoPassword, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let admin: string;
let atendimento: number;
let financeiro: number;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp({ VENDOR_DOMAINS: 'fornecedor.com.br' });
  await t.db.insert(users).values({
    companyId: 1,
    name: 'Suporte do Fornecedor',
    email: 'suporte@fornecedor.com.br',
    profile: 99,
    passwordHash: await hashPassword(demoPassword),
  });
  admin = (await t.login('admin@demo.com.br')).token;
  const departments = (await t.request({ method: 'GET', url: '/api/v1/answer/departments', token: admin })).json();
  atendimento = departments.find((d: { name: string }) => d.name === 'Atendimento').id;
  financeiro = departments.find((d: { name: string }) => d.name === 'Financeiro').id;
});
afterAll(() => t.close());

describe('users administration (spec §3, §6, §7)', () => {
  let userId: number;

  it('creates a user with the spec fields, who can then sign in', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/users',
      token: admin,
      payload: {
        name: 'Paula Nova',
        email: 'Paula@Demo.com.br',
        password: 'Senha123',
        role: 1,
        department: [atendimento],
        ramal: '2001',
        weonExtension: '9001',
        telephonyProvider: 'WeOn',
        utc: 'America/Manaus',
        phone: '(92) 99876-5432',
        performsOutbound: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    userId = response.json().id;
    expect(response.json()).toMatchObject({
      email: 'paula@demo.com.br',
      role: 1,
      department: [atendimento],
      ramal: '2001',
      weonExtension: '9001',
      utc: 'America/Manaus',
      phone: '92998765432',
      performsOutbound: true,
      canTransferOutsideDepartments: false,
      distribuition: true,
      status: 'offline',
      vendor: false,
    });
    expect(JSON.stringify(response.json())).not.toContain('Senha123');
    expect((await t.login('paula@demo.com.br', 'Senha123')).user.ramal).toBe('2001');
  });

  it('names the problems of a bad form', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/users',
      token: admin,
      payload: { name: '', email: 'x', role: 4, utc: 'Mars/Olympus' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'O campo nome é obrigatório.',
      email: 'Informe um e-mail válido.',
      password: 'O campo senha é obrigatório.',
      role: 'O valor do campo perfil não é uma opção válida.',
      utc: 'O valor do campo fuso horário (UTC) não é uma opção válida.',
    });
    const weak = await t.request({
      method: 'POST',
      url: '/api/v1/settings/users',
      token: admin,
      payload: { name: 'Fraca', email: 'fraca@demo.com.br', password: 'abc', role: 1 },
    });
    expect(weak.json().error.fields).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
    });
    const taken = await t.request({
      method: 'POST',
      url: '/api/v1/settings/users',
      token: admin,
      payload: { name: 'Outra', email: 'admin@outra.com.br', password: 'Senha123', role: 1 },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('changes a user with PUT multipart (JSON in "data", a photo) and ends their sessions on a new password', async () => {
    const session = await t.login('paula@demo.com.br', 'Senha123');
    const form = multipart(
      { data: JSON.stringify({ id: userId, department: [atendimento, financeiro], password: 'OutraSenha9' }) },
      { field: 'photo', name: 'foto.png', type: 'image/png', content: png },
    );
    const response = await t.request({ method: 'PUT', url: '/api/v1/settings/users/', token: admin, ...form });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().department).toEqual([atendimento, financeiro]);
    expect(response.json().photoUrl).toMatch(/^\/api\/v1\/files\/.+\.png$/);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: session.token })).statusCode,
    ).toBe(401);
    await t.login('paula@demo.com.br', 'OutraSenha9');
  });

  it('refuses a photo that is not an image before creating or changing the user', async () => {
    const fake = { field: 'photo', name: 'foto.png', type: 'image/png', content: Buffer.from('not really a png') };
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/settings/users',
      token: admin,
      ...multipart(
        {
          data: JSON.stringify({ name: 'Foto Falsa', email: 'foto.falsa@demo.com.br', password: 'Senha123', role: 1 }),
        },
        fake,
      ),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({ photo: 'Tipo de arquivo não permitido. Use: PNG, JPEG, WebP.' });
    const search = await t.request({ method: 'GET', url: '/api/v1/settings/users?search=foto.falsa', token: admin });
    expect(search.json().total).toBe(0);

    const changed = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/users',
      token: admin,
      ...multipart({ data: JSON.stringify({ id: userId, name: 'Paula Renomeada' }) }, fake),
    });
    expect(changed.statusCode).toBe(400);
    const kept = await t.request({ method: 'GET', url: `/api/v1/settings/users?search=paula`, token: admin });
    expect(kept.json().items.map((user: { name: string }) => user.name)).toEqual(['Paula Nova']);
  });

  it('lists users with search and filters, and signs out a deactivated one', async () => {
    const page = (
      await t.request({
        method: 'GET',
        url: `/api/v1/settings/users?search=paula&department=${financeiro}`,
        token: admin,
      })
    ).json();
    expect(page.items.map((user: { email: string }) => user.email)).toEqual(['paula@demo.com.br']);
    expect(page.total).toBe(1);
    const operators = (
      await t.request({ method: 'GET', url: '/api/v1/settings/users?role=1&limit=100', token: admin })
    ).json();
    expect(operators.items.every((user: { role: number }) => user.role === 1)).toBe(true);
    const session = await t.login('paula@demo.com.br', 'OutraSenha9');
    const off = await t.request({
      method: 'PUT',
      url: `/api/v1/settings/users/${userId}/active`,
      token: admin,
      payload: { active: false },
    });
    expect(off.json().active).toBe(false);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: session.token })).statusCode,
    ).toBe(401);
  });

  it('keeps vendor staff out of the company’s list and lists them apart for vendor staff only', async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/v1/settings/users?limit=100', token: admin })).json();
    expect(mine.items.map((user: { email: string }) => user.email)).not.toContain('suporte@fornecedor.com.br');
    expect((await t.request({ method: 'GET', url: '/api/v1/settings/users/vendor', token: admin })).statusCode).toBe(
      403,
    );
    const vendor = (await t.login('suporte@fornecedor.com.br')).token;
    const vendors = (await t.request({ method: 'GET', url: '/api/v1/settings/users/vendor', token: vendor })).json();
    expect(vendors.map((user: { email: string; vendor: boolean }) => [user.email, user.vendor])).toEqual([
      ['suporte@fornecedor.com.br', true],
    ]);
    const create = await t.request({
      method: 'POST',
      url: '/api/v1/settings/users',
      token: admin,
      payload: { name: 'Falso', email: 'falso@fornecedor.com.br', password: 'Senha123', role: 99 },
    });
    expect(create.statusCode).toBe(403);
  });

  it('is for administrators; another company’s user is out of reach', async () => {
    const supervisor = (await t.login('supervisor@demo.com.br')).token;
    expect((await t.request({ method: 'GET', url: '/api/v1/settings/users', token: supervisor })).statusCode).toBe(200);
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/settings/users',
      token: supervisor,
      payload: { name: 'X', email: 'x@demo.com.br', password: 'Senha123', role: 1 },
    });
    expect(refused.statusCode).toBe(403);
    const other = (await t.login('admin@outra.com.br')).token;
    const change = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/users',
      token: other,
      payload: { id: userId, name: 'X' },
    });
    expect(change.statusCode).toBe(404);
  });
});

describe('users report (GET /settings/users/report and its download)', () => {
  it('tells each user’s breaks of the day, and downloads as CSV', async () => {
    const operator = await t.login('operador2@demo.com.br');
    const breaks = (
      await t.request({ method: 'GET', url: '/api/v1/settings/break?search=Banheiro', token: operator.token })
    ).json();
    await t.request({
      method: 'POST',
      url: '/api/v1/settings/users/status',
      token: operator.token,
      payload: { id_break: breaks.items[0].id, action: 'start', active: true },
    });
    await t.request({
      method: 'POST',
      url: '/api/v1/settings/users/status',
      token: operator.token,
      payload: { action: 'return', active: false },
    });
    const report = (await t.request({ method: 'GET', url: '/api/v1/settings/users/report', token: admin })).json();
    const row = report.rows.find((item: { email: string }) => item.email === 'operador2@demo.com.br');
    expect(row).toMatchObject({
      pauses: 1,
      pauseMinutes: 0,
      status: 'online',
      departments: ['Atendimento', 'Financeiro'],
    });
    expect(report.rows.map((item: { email: string }) => item.email)).not.toContain('suporte@fornecedor.com.br');

    const download = await t.request({
      method: 'GET',
      url: `/api/v1/settings/users/report/download?date=${report.date}`,
      token: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="usuarios-${report.date}.csv"`);
    const lines = download.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id;nome;e-mail;perfil;departamentos;ramal;ativo;status;pausas;minutos em pausa;última mudança de status',
    );
    const olivia = lines.find((line) => line.includes('operador2@demo.com.br')) ?? '';
    expect(olivia).toMatch(
      /;Olívia Operadora;operador2@demo\.com\.br;Operador;Atendimento, Financeiro;;Sim;Online;1;0;/,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/settings/users/report?date=2026-02-30', token: admin }))
        .statusCode,
    ).toBe(400);
  });
});
