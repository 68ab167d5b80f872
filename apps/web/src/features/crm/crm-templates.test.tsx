import type { CrmTemplate } from '@contact/domain/crm';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { CrmTemplatePage } from './crm-template-page';
import { CrmTemplatesPage } from './crm-templates-page';
import { CrmTemplatesRoutes } from './crm-templates-routes';

const departments = [
  { id: 1, name: 'Atendimento' },
  { id: 2, name: 'Financeiro' },
].map((department) => ({
  ...department,
  color: '#1c7ed6',
  active: true,
  workflowOrder: 0,
  slackNotify: false,
  sendAgentName: true,
  whatsappId: null,
  botId: null,
  email: null,
  marketingEmail: null,
}));

const field = {
  name: 'CPF',
  type: 'cpfcnpj',
  group: 'register',
  mask: '',
  options: [],
  mandatory: true,
  editable: true,
  visibleInDashboard: false,
  visibleToOperator: true,
  primary: true,
  tabulable: false,
  visibleInTicket: false,
  editProfiles: [],
} as const;

const template = (changes: Partial<CrmTemplate> = {}): CrmTemplate => ({
  _id: 'a1',
  name: 'Clientes PF',
  departmentId: 2,
  active: true,
  autoPortfolio: false,
  groupedRegistration: false,
  fields: [{ ...field, options: [], editProfiles: [] }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
let templates: CrmTemplate[];
/** The answer to the next POST or PUT; by default the saved template. */
let saveAnswer: () => Response;
let role: number;

// jsdom lays nothing out and has no scrollIntoView, which a Select calls on its chosen option when it opens.
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: () => undefined });
});

beforeEach(() => {
  sent = [];
  role = 99;
  templates = [template()];
  saveAnswer = () => jsonResponse(200, template());
  setToken(tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url === '/api/v1/answer/departments') return jsonResponse(200, departments);
      if (url === '/api/v1/authentication/me') return jsonResponse(200, { id: 1, name: 'Otávio', role });
      if (method !== 'GET') return saveAnswer();
      if (url.startsWith('/api/v2/crm/templates?'))
        return jsonResponse(200, { items: templates, total: templates.length, limit: 50, offset: 0 });
      if (url === '/api/v2/crm/templates/a1') return jsonResponse(200, template());
      return jsonResponse(404, { error: { code: 'not_found', message: 'Registro não encontrado.' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => sent.filter((request) => request.method !== 'GET');

describe('the CRM templates pages', () => {
  it('are for administrators and supervisors; an operator is told so', async () => {
    role = 1;
    renderWithProviders(<CrmTemplatesRoutes />);
    expect(await screen.findByText('Só administradores e supervisores gerenciam templates de CRM.')).toBeTruthy();
    expect(sent.some((request) => request.url.startsWith('/api/v2/crm'))).toBe(false);
  });

  it('open the list for a supervisor', async () => {
    role = 7;
    renderWithProviders(<CrmTemplatesRoutes />, { route: '/' });
    expect(await screen.findByText('Clientes PF')).toBeTruthy();
  });
});

describe('the CRM templates list', () => {
  it('shows each template with its department and number of fields', async () => {
    renderWithProviders(<CrmTemplatesPage />);
    const row = (await screen.findByText('Clientes PF')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Financeiro')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
    expect(screen.getByText('1 template(s)')).toBeTruthy();
  });

  it('says what to do when there is none yet', async () => {
    templates = [];
    renderWithProviders(<CrmTemplatesPage />);
    expect(
      await screen.findByText('Nenhum template de CRM ainda. Crie o primeiro para usar o CRM no novo protocolo.'),
    ).toBeTruthy();
  });

  it('switches a template off with its toggle, with the spec’s notice', async () => {
    saveAnswer = () => jsonResponse(200, template({ active: false }));
    renderWithProviders(<CrmTemplatesPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Ativar ou desativar Clientes PF' }));
    expect(await screen.findByText('Template alterado com sucesso!')).toBeTruthy();
    expect(writes()).toEqual([{ method: 'PUT', url: '/api/v2/crm/templates/a1', body: { active: false } }]);
  });

  it('searches by name', async () => {
    renderWithProviders(<CrmTemplatesPage />);
    await screen.findByText('Clientes PF');
    fireEvent.change(screen.getByLabelText('Buscar pelo nome'), { target: { value: 'emp' } });
    await waitFor(() => expect(sent.some((request) => request.url.includes('search=emp'))).toBe(true));
  });
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

async function chooseOption(label: string, option: string, within: HTMLElement = document.body) {
  const input = (await screen.findAllByLabelText(new RegExp(`^${label}`), { selector: 'input' })).find((element) =>
    within.contains(element),
  );
  fireEvent.click(input as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('a new CRM template', () => {
  it('is checked with the domain’s rules before it is sent', async () => {
    renderWithProviders(<CrmTemplatePage id={null} />);
    await screen.findByLabelText(/Nome do campo/);
    save();
    // The template's name and its first field's name.
    expect(await screen.findAllByText('O campo nome é obrigatório.')).toHaveLength(2);
    expect(screen.getByText('O campo departamento é obrigatório.')).toBeTruthy();
    // The rules between fields apply once each field is valid on its own.
    fireEvent.change(screen.getByLabelText(/^Nome/, { selector: 'input[name="name"]' }), {
      target: { value: 'Clientes PJ' },
    });
    await chooseOption('Departamento', 'Atendimento');
    fireEvent.change(screen.getByLabelText(/Nome do campo/), { target: { value: 'Plano' } });
    await chooseOption('Tipo', 'Opções', screen.getByTestId('crm-field-0'));
    save();
    expect(await screen.findByText('Informe pelo menos uma opção para um campo do tipo opções.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover o campo 1' }));
    save();
    expect(await screen.findByText('Adicione pelo menos um campo ao template.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('is sent with its fields in the order arranged, then the spec’s notice', async () => {
    renderWithProviders(<CrmTemplatePage id={null} />);
    fireEvent.change(await screen.findByLabelText(/^Nome/, { selector: 'input[name="name"]' }), {
      target: { value: 'Clientes PJ' },
    });
    await chooseOption('Departamento', 'Atendimento');
    fireEvent.change(screen.getByLabelText(/Nome do campo/), { target: { value: 'Razão social' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar campo' }));
    const second = screen.getByTestId('crm-field-1');
    fireEvent.change(within(second).getByLabelText(/Nome do campo/), { target: { value: 'CNPJ' } });
    await chooseOption('Tipo', 'CPF/CNPJ', second);
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Obrigatório' }));
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Principal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir o campo 2' }));
    save();
    expect(await screen.findByText('Template cadastrado com sucesso!')).toBeTruthy();
    const [posted] = writes();
    expect(posted).toMatchObject({
      method: 'POST',
      url: '/api/v2/crm/templates',
      body: { name: 'Clientes PJ', departmentId: 1, active: true },
    });
    const body = posted?.body as { fields: { name: string; type: string; primary: boolean }[] };
    expect(body.fields.map(({ name, type, primary }) => ({ name, type, primary }))).toEqual([
      { name: 'CNPJ', type: 'cpfcnpj', primary: true },
      { name: 'Razão social', type: 'string', primary: false },
    ]);
  });
});

describe('an existing CRM template', () => {
  it('is edited in place, with the server’s refusal shown under its field', async () => {
    saveAnswer = () =>
      jsonResponse(409, {
        error: {
          code: 'conflict',
          message: 'Já existe um template de CRM com este nome.',
          fields: { name: 'Já existe um template de CRM com este nome.' },
        },
      });
    renderWithProviders(<CrmTemplatePage id="a1" />);
    expect(await screen.findByDisplayValue('Clientes PF')).toBeTruthy();
    save();
    expect((await screen.findAllByText('Já existe um template de CRM com este nome.')).length).toBeGreaterThan(0);
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/v2/crm/templates/a1/edit' });
    saveAnswer = () => jsonResponse(200, template());
    save();
    expect(await screen.findByText('Template alterado com sucesso!')).toBeTruthy();
  });
});
