import { fieldLabel, translate } from '@contact/domain/i18n';
import { isOptionalOnCreate, recordSections, secretMask, secretPaths, type AnySection } from '@contact/domain/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsRecords } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { startGraphServer, type GraphServer } from '../helpers/graph-server';
import { changeableField, sampleFor, type SampleContext } from './samples';

let t: TestApp;
// WhatsApp Cloud API templates are submitted to Meta when saved: a local Graph API takes them.
let graph: GraphServer;
const tokens: Record<string, string> = {};
const context: SampleContext = { departmentId: 0, recordIds: {} };

beforeAll(async () => {
  graph = await startGraphServer();
  t = await createTestApp({ WHATSAPP_GRAPH_URL: graph.url });
  for (const [name, email] of Object.entries({
    admin: 'admin@demo.com.br',
    other: 'admin@outra.com.br',
    supervisor: 'supervisor@demo.com.br',
    monitor: 'monitor@demo.com.br',
    marketing: 'marketing@demo.com.br',
    operator: 'operador1@demo.com.br',
  })) {
    tokens[name] = (await t.login(email)).token;
  }
  const department = await t.request({
    method: 'POST',
    url: '/api/v1/settings/department',
    token: tokens.admin,
    payload: { name: 'Testes de configuração' },
  });
  context.departmentId = department.json().id;
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const sections = recordSections.filter((section) => !section.parent);
const required = (label: string) => translate('pt-BR', 'validation.required', { field: label });

/** Required paths of a create body (those without a default), groups included. */
function requiredPaths(section: AnySection): string[] {
  return Object.entries(section.fields).flatMap(([name, field]) => {
    if (field.type === 'group') {
      return Object.entries(field.fields)
        .filter(([, inner]) => !isOptionalOnCreate(inner))
        .map(([inner]) => `${name}.${inner}`);
    }
    return isOptionalOnCreate(field) ? [] : [name];
  });
}

function without(body: Record<string, unknown>, path: string): Record<string, unknown> {
  const [head = '', tail] = path.split('.');
  if (!tail) return Object.fromEntries(Object.entries(body).filter(([name]) => name !== head));
  return { ...body, [head]: without(body[head] as Record<string, unknown>, tail) };
}

const readers: Record<AnySection['read'], string[]> = {
  inbox: ['admin', 'supervisor', 'monitor', 'marketing', 'operator'],
  supervision: ['admin', 'supervisor', 'monitor'],
  marketing: ['admin', 'supervisor', 'marketing'],
  administration: ['admin'],
};

describe.each(sections.map((section) => [section.key, section] as const))('settings section %s', (_key, section) => {
  let created: Record<string, unknown>;
  let body: Record<string, unknown>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = tokens.admin, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('creates a record and answers it with a numeric id', async () => {
    body = sampleFor(section, context);
    const response = await call('POST', section.path, tokens.admin, body);
    expect(response.statusCode, response.body).toBe(200);
    created = response.json();
    expect(typeof created.id).toBe('number');
    expect(created[section.activeKey]).toBe(true);
    context.recordIds[section.key] = created.id as number;
    for (const [name, value] of Object.entries(body)) {
      if (section.fields[name]?.type === 'secret' || section.fields[name]?.type === 'group') continue;
      expect(created[name], name).toMatchObject(value as object);
    }
  });

  it('reads it by id and in the list, with the total', async () => {
    const one = await call('GET', `${section.path}/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);
    const page = (await call('GET', `${section.path}?limit=1000`)).json();
    expect(page.items.map((item: { id: number }) => item.id)).toContain(created.id);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('never returns a secret in clear, and keeps it sealed in the database', async () => {
    const paths = secretPaths(section.fields);
    const listed = (await call('GET', `${section.path}?limit=1000`)).body;
    for (const path of paths) {
      const [head = '', tail] = path.split('.');
      const given = tail ? (body[head] as Record<string, unknown>)[tail] : body[head];
      const holder = (tail ? created[head] : created) as Record<string, unknown>;
      const name = tail ?? head;
      expect(holder[name]).toBe(secretMask);
      expect(holder[`has${name.charAt(0).toUpperCase()}${name.slice(1)}`]).toBe(true);
      expect(listed).not.toContain(String(given));
      const [row] = await t.db
        .select()
        .from(settingsRecords)
        .where(eq(settingsRecords.id, created.id as number));
      expect(JSON.stringify(row?.data)).not.toContain(String(given));
      expect((row?.secrets as Record<string, string>)[path]).toMatch(/^v1\./);
    }
  });

  it('refuses a duplicate where the section wants unique or non-overlapping records', async () => {
    const rules = [
      ...(section.unique ?? []).map((rule) => rule.fields),
      ...(section.exclusive ? [section.exclusive.fields] : []),
    ];
    for (const fields of rules) {
      const copy = { ...sampleFor(section, context), ...Object.fromEntries(fields.map((name) => [name, body[name]])) };
      const response = await call('POST', section.path, tokens.admin, copy);
      expect(response.statusCode, `${fields.join('+')}: ${response.body}`).toBe(409);
      expect(response.json().error.code).toBe('conflict');
    }
  });

  it('changes a record with PUT carrying the id', async () => {
    const name = changeableField(section);
    if (!name) return;
    const response = await call('PUT', section.path, tokens.admin, { id: created.id, [name]: 'Alterado' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[name]).toBe('Alterado');
    for (const path of secretPaths(section.fields)) {
      const [head = '', tail] = path.split('.');
      const holder = (tail ? response.json()[head] : response.json()) as Record<string, unknown>;
      expect(holder[tail ?? head], 'a secret left out stays stored').toBe(secretMask);
    }
  });

  it('toggles active, and the list filters by it', async () => {
    const off = await call('PUT', `${section.path}/${created.id}/active`, tokens.admin, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()[section.activeKey]).toBe(false);
    const inactive = (await call('GET', `${section.path}?active=false&limit=1000`)).json();
    expect(inactive.items.map((item: { id: number }) => item.id)).toContain(created.id);
    const active = (await call('GET', `${section.path}?active=true&limit=1000`)).json();
    expect(active.items.map((item: { id: number }) => item.id)).not.toContain(created.id);
    const on = await call('PUT', `${section.path}/${created.id}/active`, tokens.admin, { active: true });
    expect(on.json()[section.activeKey]).toBe(true);
  });

  it('names each missing required field, translated', async () => {
    for (const path of requiredPaths(section)) {
      const response = await call('POST', section.path, tokens.admin, without(sampleFor(section, context), path));
      expect(response.statusCode, path).toBe(400);
      const label = fieldLabel('pt-BR', path.split('.').pop() ?? path);
      expect(response.json().error.fields[path], path).toBe(required(label));
    }
  });

  it('hides the record from another company', async () => {
    expect((await call('GET', `${section.path}/${created.id}`, tokens.other)).statusCode).toBe(404);
    const theirs = (await call('GET', `${section.path}?limit=1000`, tokens.other)).json();
    expect(theirs.items.map((item: { id: number }) => item.id)).not.toContain(created.id);
    const name = changeableField(section);
    const change = await call('PUT', section.path, tokens.other, {
      id: created.id,
      ...(name ? { [name]: 'Invadido' } : {}),
    });
    expect(change.statusCode).toBe(404);
    expect(
      (await call('PUT', `${section.path}/${created.id}/active`, tokens.other, { active: false })).statusCode,
    ).toBe(404);
  });

  it('lets only administrators write, and only its readers read', async () => {
    for (const who of ['supervisor', 'operator', 'marketing']) {
      const create = await call('POST', section.path, tokens[who], sampleFor(section, context));
      expect(create.statusCode, who).toBe(403);
      expect(create.json().error.message).toBe('Você não tem permissão para realizar esta ação.');
      expect(
        (await call('PUT', `${section.path}/${created.id}/active`, tokens[who], { active: false })).statusCode,
      ).toBe(403);
    }
    for (const who of ['supervisor', 'monitor', 'marketing', 'operator']) {
      const list = await call('GET', section.path, tokens[who]);
      expect(list.statusCode, `${who} reads ${section.key}`).toBe(readers[section.read].includes(who) ? 200 : 403);
    }
  });
});
