import type { CrmTemplate, CrmTemplateInput } from '@contact/domain/crm';
import type { WizardOptions } from '@contact/domain/wizard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
let supervisor: string;
let operator: string;
let otherAdmin: string;

/** Demo Atendimento's departments: Atendimento (1), Financeiro (2), Suporte Técnico (3); Outra Empresa's Comercial is 4. */
const clientes: CrmTemplateInput = {
  name: 'Clientes PF',
  departmentId: 2,
  fields: [
    { name: 'CPF', type: 'cpfcnpj', mask: '999.999.999-99', mandatory: true, primary: true },
    { name: 'Plano', type: 'options', options: ['Ouro', 'Prata'], group: 'business', editProfiles: [99, 7] },
  ],
};

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

async function send<T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.request({ method, url: `/api/v2${url}`, token, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<T>() };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator = (await t.login('operador2@demo.com.br')).token;
  otherAdmin = (await t.login('admin@outra.com.br')).token;
});
afterAll(() => t.close());

describe('CRM templates: create, read, edit, activate', () => {
  let id = '';

  it('an administrator creates a template linked to a department, its fields filled in with their flags', async () => {
    const created = await send<CrmTemplate>(admin, 'POST', '/crm/templates', clientes);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    id = created.body._id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body).toMatchObject({
      name: 'Clientes PF',
      departmentId: 2,
      active: true,
      autoPortfolio: false,
      groupedRegistration: false,
    });
    expect(created.body.fields).toEqual([
      expect.objectContaining({ name: 'CPF', type: 'cpfcnpj', group: 'register', primary: true, mandatory: true }),
      expect.objectContaining({ name: 'Plano', options: ['Ouro', 'Prata'], group: 'business', editProfiles: [99, 7] }),
    ]);
    const read = await send<CrmTemplate>(supervisor, 'GET', `/crm/templates/${id}`);
    expect(read.body).toEqual(created.body);
  });

  it('a supervisor edits it: settings and the whole, reordered list of fields', async () => {
    const edited = await send<CrmTemplate>(supervisor, 'PUT', `/crm/templates/${id}/edit`, {
      ...clientes,
      name: 'Clientes pessoa física',
      autoPortfolio: true,
      fields: [
        { name: 'Telefone', type: 'phone_number', group: 'contact' },
        { name: 'CPF', type: 'cpfcnpj', mandatory: true, primary: true },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ _id: id, name: 'Clientes pessoa física', autoPortfolio: true });
    expect(edited.body.fields.map((field) => field.name)).toEqual(['Telefone', 'CPF']);
  });

  it('is listed with search, the active filter and the department filter, and deactivated and activated again', async () => {
    await send(admin, 'POST', '/crm/templates', { ...clientes, name: 'Empresas', departmentId: 3 });
    const all = await send<{ items: CrmTemplate[]; total: number }>(admin, 'GET', '/crm/templates');
    expect(all.body.items.map((template) => template.name)).toEqual(['Clientes pessoa física', 'Empresas']);
    expect(all.body.total).toBe(2);
    const search = await send<{ items: CrmTemplate[] }>(admin, 'GET', '/crm/templates?search=empr');
    expect(search.body.items.map((template) => template.name)).toEqual(['Empresas']);
    const ofDepartment = await send<{ items: CrmTemplate[] }>(admin, 'GET', '/crm/templates?department=2');
    expect(ofDepartment.body.items.map((template) => template._id)).toEqual([id]);

    const off = await send<CrmTemplate>(admin, 'PUT', `/crm/templates/${id}`, { active: false });
    expect(off.body.active).toBe(false);
    const inactive = await send<{ items: CrmTemplate[] }>(admin, 'GET', '/crm/templates?active=false');
    expect(inactive.body.items.map((template) => template._id)).toEqual([id]);
    const on = await send<CrmTemplate>(supervisor, 'PUT', `/crm/templates/${id}`, { active: true });
    expect(on.body.active).toBe(true);
  });

  it('refuses a second template with the same name, whatever the case (409 on the name)', async () => {
    const clash = await send<Refusal>(admin, 'POST', '/crm/templates', { ...clientes, name: 'EMPRESAS' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.fields).toEqual({ name: 'Já existe um template de CRM com este nome.' });
  });

  it('is documented in the OpenAPI from its contracts', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(document.paths['/api/v2/crm/templates'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/v2/crm/templates/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(document.paths['/api/v2/crm/templates/{id}/edit'] ?? {})).toEqual(['put']);
  });

  it('answers 404 for an unknown template', async () => {
    expect((await send(admin, 'GET', '/crm/templates/nao-existe')).status).toBe(404);
    expect((await send(admin, 'PUT', '/crm/templates/nao-existe', { active: false })).status).toBe(404);
    expect((await send(admin, 'PUT', '/crm/templates/nao-existe/edit', clientes)).status).toBe(404);
  });
});

describe('CRM templates: bad input is a translated 400 naming each field', () => {
  const refuse = async (payload: object) => {
    const response = await send<Refusal>(admin, 'POST', '/crm/templates', payload);
    expect(response.status).toBe(400);
    return response.body.error.fields;
  };

  it('name, department and fields are required', async () => {
    expect(await refuse({ name: '', fields: [] })).toEqual({
      name: 'O campo nome é obrigatório.',
      departmentId: 'O campo departamento é obrigatório.',
      fields: 'Adicione pelo menos um campo ao template.',
    });
  });

  it('a field needs a name and a known type; unknown keys are refused', async () => {
    expect(await refuse({ ...clientes, fields: [{ name: ' ', type: 'cor', colour: 'azul' }] })).toEqual({
      'fields.0.name': 'O campo nome é obrigatório.',
      'fields.0.type': 'O valor do campo tipo não é uma opção válida.',
      'fields.0.colour': 'O campo colour não é aceito.',
    });
  });

  it('field names are unique, options only and always for options, masks only where the type takes one', async () => {
    expect(
      await refuse({
        ...clientes,
        fields: [
          { name: 'Plano', type: 'options' },
          { name: 'plano', type: 'string', options: ['A'] },
          { name: 'Aceite', type: 'opt_in', mask: '9' },
        ],
      }),
    ).toEqual({
      'fields.0.options': 'Informe pelo menos uma opção para um campo do tipo opções.',
      'fields.1.name': 'Já existe um campo com este nome neste template.',
      'fields.1.options': 'Só campos do tipo opções têm opções.',
      'fields.2.mask': 'Este tipo de campo não usa máscara.',
    });
  });

  it('one primary field at most, mandatory; profiles that edit only on an editable field', async () => {
    expect(
      await refuse({
        ...clientes,
        fields: [
          { name: 'CPF', type: 'cpfcnpj', primary: true, mandatory: true },
          { name: 'E-mail', type: 'email', primary: true, editable: false, editProfiles: [7] },
        ],
      }),
    ).toEqual({
      'fields.1.primary': 'Só um campo pode ser o principal.',
      'fields.1.mandatory': 'O campo principal deve ser obrigatório.',
      'fields.1.editProfiles': 'Perfis que podem editar só valem para um campo editável.',
    });
  });

  it('the department must be one of the company’s own', async () => {
    expect(await refuse({ ...clientes, name: 'De outra empresa', departmentId: 4 })).toEqual({
      departmentId: 'O valor do campo departamento não é uma opção válida.',
    });
  });

  it('speaks the user’s language', async () => {
    const argentine = (await t.login('admin@outra.com.br')).token;
    await t.request({ method: 'PUT', url: '/api/v1/profile', token: argentine, payload: { language: 'es-AR' } });
    const response = await send<Refusal>(argentine, 'POST', '/crm/templates', { ...clientes, fields: [] });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ fields: 'Agregá al menos un campo a la plantilla.' });
  });
});

describe('CRM templates: who may see and change them', () => {
  it('operators are refused', async () => {
    expect((await send(operator, 'GET', '/crm/templates')).status).toBe(403);
    expect((await send(operator, 'POST', '/crm/templates', { ...clientes, name: 'Do operador' })).status).toBe(403);
  });

  it('another company sees none of them and cannot change them', async () => {
    const [mine] = (await send<{ items: CrmTemplate[] }>(admin, 'GET', '/crm/templates')).body.items;
    const list = await send<{ items: CrmTemplate[]; total: number }>(otherAdmin, 'GET', '/crm/templates');
    expect(list.body).toMatchObject({ items: [], total: 0 });
    expect((await send(otherAdmin, 'GET', `/crm/templates/${mine?._id}`)).status).toBe(404);
    expect((await send(otherAdmin, 'PUT', `/crm/templates/${mine?._id}`, { active: false })).status).toBe(404);
    const edit = await send(otherAdmin, 'PUT', `/crm/templates/${mine?._id}/edit`, { ...clientes, departmentId: 4 });
    expect(edit.status).toBe(404);
    expect((await send<CrmTemplate>(admin, 'GET', `/crm/templates/${mine?._id}`)).body.active).toBe(true);
  });
});

describe('a department’s CRM schema in the new-protocol wizard', () => {
  const crmDepartments = async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/answer/new-protocol', token: supervisor });
    return response
      .json<WizardOptions>()
      .departments.filter((department) => department.hasCrmSchema)
      .map((department) => department.name);
  };

  it('is an active template linked to it', async () => {
    expect(await crmDepartments()).toEqual(['Financeiro', 'Suporte Técnico']);
    const { body } = await send<{ items: CrmTemplate[] }>(admin, 'GET', '/crm/templates?department=3');
    await send(admin, 'PUT', `/crm/templates/${body.items[0]?._id}`, { active: false });
    expect(await crmDepartments()).toEqual(['Financeiro']);
  });

  it('is needed to start a protocol for a CRM contact', async () => {
    const start = (departmentId: number) =>
      t.request({
        method: 'POST',
        url: '/api/v1/protocol',
        token: supervisor,
        payload: { id_department: departmentId, id_channel: 6, offline: true, crm: true, customer: { name: 'Maria' } },
      });
    const refused = await start(3);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Refusal>().error.fields).toEqual({
      id_department: 'Este departamento não tem um template de CRM ativo.',
    });
    expect((await start(2)).statusCode).toBe(200);
  });
});
