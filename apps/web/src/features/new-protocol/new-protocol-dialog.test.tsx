import type { WizardOptions } from '@contact/domain/wizard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { protocolWith } from '../../test/protocols';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { NewProtocolDialog } from './new-protocol-dialog';

const options: WizardOptions = {
  departments: [
    {
      id: 1,
      name: 'Atendimento',
      color: '#1c7ed6',
      groups: { email_imap: [{ id: 5, provider: null }], whatsapp: [{ id: 6, provider: 'generic' }] },
      hasCrmSchema: false,
    },
    { id: 2, name: 'Só bot', color: '#000000', groups: { bot: [{ id: 7, provider: 'watson' }] }, hasCrmSchema: false },
  ],
  templates: [
    {
      id: 30,
      whatsappId: 6,
      name: 'pedido_enviado',
      language: 'pt_BR',
      text: 'Olá {{1}}, seu pedido {{2}} saiu.',
      variableCount: 2,
      headerMedia: null,
      departments: [1],
    },
    {
      id: 31,
      whatsappId: 6,
      name: 'boleto_mensal',
      language: 'pt_BR',
      text: 'Seu boleto deste mês.',
      variableCount: 0,
      headerMedia: 'document',
      departments: [1],
    },
  ],
};

let posted: unknown[] = [];
let createAnswer: () => Response;
let wizardOptions: WizardOptions;

beforeEach(() => {
  setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  posted = [];
  wizardOptions = options;
  createAnswer = () => jsonResponse(200, protocolWith({ id: 77, status: 2, support: 2 }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/v1/answer/new-protocol') return jsonResponse(200, wizardOptions);
      if (url === '/api/v1/authentication/me') return jsonResponse(200, { id: 60, emailSignature: 'Ana\nDemo' });
      if (url === '/api/v1/protocol' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return createAnswer();
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Não encontrado' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const next = () => fireEvent.click(screen.getByRole('button', { name: /Avançar|Criar protocolo/ }));
const radio = (name: string) => fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));

async function chooseDepartment(name: string) {
  fireEvent.click(await screen.findByLabelText('Departamento', { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

function renderDialog() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<NewProtocolDialog onClose={onClose} onCreated={onCreated} />);
  return { onCreated, onClose };
}

/** Opens the wizard on a detached contact, then picks the mode, the department and the channel. */
async function openOn(mode: 'Online' | 'Offline', department: string, channel: string) {
  const handlers = renderDialog();
  await screen.findByRole('radio', { name: /^Online/ });
  radio(mode);
  radio('Contato avulso');
  await chooseDepartment(department);
  fireEvent.click(screen.getByRole('button', { name: channel }));
  return handlers;
}

describe('the new-protocol wizard', () => {
  it('asks the mode first, then CRM or detached, then department and channel; no Back with one action', async () => {
    renderDialog();
    await screen.findByRole('radio', { name: /^Online/ });
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Contato avulso' })).toBeNull();
    next();
    expect(await screen.findByText('Escolha se o protocolo é online ou offline.')).toBeTruthy();
    radio('Online');
    radio('Contato avulso');
    next();
    expect(await screen.findByText('Escolha o departamento.')).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Departamento', { selector: 'input' }));
    // Online, a department whose only group is the bot providers is not offered.
    expect(screen.queryByRole('option', { name: 'Só bot' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Atendimento' }));
    const channels = within(screen.getByRole('group', { name: 'Canal' }));
    expect(channels.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'WhatsApp',
      'E-mail',
    ]);
  });

  it('with CRM chosen, offers only the departments with a CRM schema', async () => {
    wizardOptions = {
      ...options,
      departments: [
        ...options.departments,
        {
          id: 3,
          name: 'Financeiro',
          color: '#2f9e44',
          groups: { sms: [{ id: 8, provider: null }] },
          hasCrmSchema: true,
        },
      ],
    };
    renderDialog();
    await screen.findByRole('radio', { name: /^Online/ });
    radio('Online');
    radio('Contato do CRM');
    fireEvent.click(await screen.findByLabelText('Departamento', { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Financeiro']);
  });

  it('changing the mode clears department and channel', async () => {
    await openOn('Online', 'Atendimento', 'E-mail');
    radio('Offline');
    expect((screen.getByLabelText('Departamento', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('group', { name: 'Canal' })).toBeNull();
  });

  it('offline and detached sends at once: Next says create', async () => {
    const { onCreated } = await openOn('Offline', 'Só bot', 'Telegram');
    expect(screen.getByRole('button', { name: 'Criar protocolo' })).toBeTruthy();
    // Offline the AI toggle is not offered: nothing goes to the customer.
    expect(screen.queryByRole('switch', { name: /Atendimento com IA/ })).toBeNull();
    next();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ id_department: 2, id_channel: 9, offline: true, crm: false });
  });

  it('e-mail: to, subject and message are required; the signature shows; it creates with AI on', async () => {
    const { onCreated } = await openOn('Online', 'Atendimento', 'E-mail');
    next();
    await screen.findByText('Mensagem por E-mail');
    expect(screen.getByText(/Ana\s+Demo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    next();
    expect(await screen.findByText('O e-mail é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O assunto é obrigatório.')).toBeTruthy();
    expect(screen.getByText('A mensagem é obrigatória.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Para/ }), { target: { value: 'cliente@exemplo.com.br' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Assunto/ }), { target: { value: 'Segunda via' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Mensagem/ }), { target: { value: 'Segue.' } });
    fireEvent.click(screen.getByRole('switch', { name: /Atendimento com IA/ }));
    next();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 77 }), true));
    expect(posted[0]).toMatchObject({
      id_department: 1,
      id_channel: 4,
      ia: true,
      subject: 'Segunda via',
      text: 'Segue.',
      customer: { email: 'cliente@exemplo.com.br' },
    });
  });

  it('WhatsApp: the number takes the phone mask, the template its variables, with a preview', async () => {
    await openOn('Online', 'Atendimento', 'WhatsApp');
    next();
    const number = await screen.findByRole('textbox', { name: /^Número/ });
    fireEvent.change(number, { target: { value: '21998765432' } });
    expect((number as HTMLInputElement).value).toBe('(21) 99876-5432');
    next();
    expect(await screen.findByText('O template é obrigatório.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Template/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'pedido_enviado (pt_BR)' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Variável 1/ }), { target: { value: 'Carla' } });
    expect(screen.getByTestId('template-preview').textContent).toBe('Olá Carla, seu pedido {{2}} saiu.');
    next();
    expect(await screen.findByText('Campo obrigatório.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Variável 2/ }), { target: { value: '4521' } });
    next();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      id_channel: 2,
      hsm_id: 30,
      hsm_variables: ['Carla', '4521'],
      customer: { phone: '21998765432' },
    });
  });

  it('WhatsApp: a template whose header is a document asks for its public https link', async () => {
    await openOn('Online', 'Atendimento', 'WhatsApp');
    next();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Número/ }), { target: { value: '21998765432' } });
    fireEvent.click(screen.getByLabelText(/^Template/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'boleto_mensal (pt_BR)' }));
    next();
    expect(await screen.findByText('O link da mídia do cabeçalho é obrigatório.')).toBeTruthy();
    const link = screen.getByRole('textbox', { name: /^Link público do documento do cabeçalho/ });
    fireEvent.change(link, { target: { value: 'ftp://boletos.loja.example/11.pdf' } });
    next();
    expect(await screen.findByText('Informe um link público que comece com https://.')).toBeTruthy();
    fireEvent.change(link, { target: { value: 'https://boletos.loja.example/11.pdf' } });
    next();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      id_channel: 2,
      hsm_id: 31,
      hsm_header_link: 'https://boletos.loja.example/11.pdf',
    });
  });

  it('shows the server’s refusal under its field', async () => {
    createAnswer = () =>
      jsonResponse(400, {
        error: {
          code: 'validation',
          message: 'Dados inválidos.',
          fields: { 'customer.email': 'Informe um e-mail válido.' },
        },
      });
    await openOn('Online', 'Atendimento', 'E-mail');
    next();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Para/ }), { target: { value: 'x@y.z' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Assunto/ }), { target: { value: 'A' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Mensagem/ }), { target: { value: 'B' } });
    next();
    const messages = await screen.findAllByText('Informe um e-mail válido.');
    expect(messages.length).toBeGreaterThan(0);
  });
});
