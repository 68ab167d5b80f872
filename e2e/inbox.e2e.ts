import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs, customerWrites, type ApiClient } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The agent inbox as a contact centre uses it: a supervisor and two agents of 'Atendimento',
 * each in their own browser, and customers writing in through the API. The steps run in order.
 */
let server: RunningServer;
let browser: Browser;
let supervisor: Page;
let agent1: Page;
let agent2: Page;
let supervisorApi: ApiClient;
let protocolId = 0;

const maria = { name: 'Maria Cliente', phone: '11987650001' };
const joao = { name: 'João Cliente', phone: '11987650002' };

/** A queue of the menu, a row of the list, the conversation and the composer. */
const queueLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Filas' }).getByRole('link', { name });
const row = (page: Page, customer: string) =>
  page.getByRole('link', { name: new RegExp(`^${customer}, protocolo \\d+$`) });
const messages = (page: Page) => page.getByRole('log', { name: 'Mensagens' });
const composer = (page: Page) => page.getByRole('form', { name: 'Responder' });

async function expectCount(page: Page, support: string, queue: string, value: number): Promise<void> {
  await page.waitForFunction(
    ([testId, expected]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === expected,
    [`count-${support}-${queue}`, String(value)] as const,
  );
}

async function dialog(page: Page, title: string) {
  const found = page.getByRole('dialog', { name: title });
  await found.waitFor();
  return found;
}

async function moreAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Mais ações' }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function send(page: Page, text: string): Promise<void> {
  await composer(page).getByRole('textbox', { name: 'Mensagem para o cliente' }).fill(text);
  await composer(page).getByRole('button', { name: 'Enviar' }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  supervisorApi = await apiAs(server.url, 'supervisor@demo.com.br');
  [supervisor, agent1, agent2] = await Promise.all([newPage(browser), newPage(browser), newPage(browser)]);
  await Promise.all([
    signIn(supervisor, server.url, 'supervisor@demo.com.br'),
    signIn(agent1, server.url, 'operador1@demo.com.br'),
    signIn(agent2, server.url, 'operador2@demo.com.br'),
  ]);
});

afterAll(async () => {
  for (const page of [supervisor, agent1, agent2]) await page?.context().close();
  await browser?.close();
  await server?.stop();
});

describe('the agent inbox, live for a supervisor and two agents', () => {
  test('the chat menu opens each one in their starting queue', async () => {
    await supervisor.getByRole('link', { name: 'Chat' }).click();
    await supervisor.waitForURL('**/chats/humano/fila');
    await agent1.goto(`${server.url}/chats`);
    await agent1.waitForURL('**/chats/humano/atendimento');
    await agent2.goto(`${server.url}/chats`);
    await agent2.waitForURL('**/chats/humano/atendimento');
    for (const page of [supervisor, agent1, agent2]) await expectCount(page, 'humano', 'fila', 0);
    await agent1.getByText('Nenhum protocolo nesta fila.').waitFor();
    await screenshot(supervisor, 'inbox-pt-BR-light-supervisor-empty');
    // The rooms follow the page 300 ms after connecting.
    await supervisor.waitForTimeout(600);
  });

  test('a customer message appears live in the supervisor’s queue with its count', async () => {
    const inbound = await customerWrites(supervisorApi, maria, 'Olá, preciso de ajuda com meu pedido');
    protocolId = inbound.protocol.id;
    await row(supervisor, 'Maria Cliente').waitFor();
    await expectCount(supervisor, 'humano', 'fila', 1);
    expect(await row(supervisor, 'Maria Cliente').innerText()).toContain('Olá, preciso de ajuda com meu pedido');
    expect(await row(supervisor, 'Maria Cliente').innerText()).toContain('Sem responsável');
    await screenshot(supervisor, 'inbox-pt-BR-light-queue');
    // Operators see only their own protocols: nothing in their lists; their queue count says one waits.
    await expectCount(agent2, 'humano', 'fila', 1);
    expect(await row(agent2, 'Maria Cliente').count()).toBe(0);
  });

  test('the supervisor opens it; the address gets the protocol and the back button returns', async () => {
    await row(supervisor, 'Maria Cliente').click();
    await supervisor.waitForURL(`**/chats/humano/fila/${protocolId}`);
    await messages(supervisor).getByText('Olá, preciso de ajuda com meu pedido').waitFor();
    await supervisor.getByRole('button', { name: 'Atender', exact: true }).waitFor();
    await screenshot(supervisor, 'inbox-pt-BR-light-conversation-waiting');
    await supervisor.goBack();
    await supervisor.waitForURL('**/chats/humano/fila');
    await supervisor.getByText('Escolha um protocolo da lista para ver a conversa.').waitFor();
    await supervisor.goForward();
    await messages(supervisor).getByText('Olá, preciso de ajuda com meu pedido').waitFor();
  });

  test('an agent takes the next one; it leaves the queue for everyone and the other agent never sees it', async () => {
    await agent1.getByRole('button', { name: 'Atender próximo' }).click();
    const take = await dialog(agent1, 'Atender próximo');
    await screenshot(agent1, 'inbox-pt-BR-light-dialog-take-next');
    await take.getByRole('button', { name: 'Atender', exact: true }).click();
    await agent1.waitForURL(`**/chats/humano/atendimento/${protocolId}`);
    await messages(agent1).getByText('Olá, preciso de ajuda com meu pedido').waitFor();
    await row(agent1, 'Maria Cliente').waitFor();
    await expectCount(agent1, 'humano', 'atendimento', 1);

    await expectCount(supervisor, 'humano', 'fila', 0);
    await expectCount(supervisor, 'humano', 'atendimento', 1);
    await supervisor.getByTestId('protocol-status').getByText('Aguardando operador').waitFor();
    expect(await supervisor.getByText('Otávio Operador').count()).toBeGreaterThan(0);

    await expectCount(agent2, 'humano', 'atendimento', 0);
    await expectCount(agent2, 'humano', 'fila', 0);
    expect(await row(agent2, 'Maria Cliente').count()).toBe(0);
    await screenshot(agent1, 'inbox-pt-BR-light-conversation');
  });

  test('the agent replies; the supervisor watching sees it, and the customer’s answer reaches the agent live', async () => {
    await send(agent1, 'Bom dia, Maria! Como posso ajudar?');
    await messages(agent1).getByText('Bom dia, Maria! Como posso ajudar?').waitFor();
    await messages(supervisor).getByText('Bom dia, Maria! Como posso ajudar?').waitFor();
    await expectCount(supervisor, 'humano', 'retorno_cliente', 1);

    await customerWrites(supervisorApi, maria, 'Quero a segunda via do boleto');
    await messages(agent1).getByText('Quero a segunda via do boleto').waitFor();
    await expectCount(agent1, 'humano', 'atendimento', 1);
    await expectCount(supervisor, 'humano', 'retorno_cliente', 0);
  });

  test('a note is written in note mode and never sent to the customer', async () => {
    await composer(agent1).getByText('Nota interna', { exact: true }).click();
    await composer(agent1).getByText('A nota fica no protocolo e não é enviada ao cliente.').waitFor();
    await composer(agent1).getByRole('textbox', { name: 'Nota interna' }).fill('Cliente pediu retorno por e-mail');
    await screenshot(agent1, 'inbox-pt-BR-light-composer-note');
    await composer(agent1).getByRole('button', { name: 'Adicionar nota' }).click();
    await agent1.getByText('Nota adicionada.').waitFor();
    expect(await messages(agent1).getByText('Cliente pediu retorno por e-mail').count()).toBe(0);
    await composer(agent1).getByText('Mensagem', { exact: true }).click();

    await agent1.getByRole('button', { name: 'Mostrar ou ocultar os detalhes' }).click();
    await agent1.getByRole('tab', { name: /Notas/ }).click();
    await agent1
      .getByRole('list', { name: 'Notas do protocolo' })
      .getByText('Cliente pediu retorno por e-mail')
      .waitFor();
    await screenshot(agent1, 'inbox-pt-BR-light-side-panel-notes');
  });

  test('a blocked word is refused with the spec’s notice and the text stays for correction', async () => {
    await send(agent1, 'Não seja idiota');
    await agent1.getByText('Palavra ofensiva detectada: a mensagem não foi enviada.').first().waitFor();
    const textbox = composer(agent1).getByRole('textbox', { name: 'Mensagem para o cliente' });
    await agent1.waitForFunction(() => document.querySelector('textarea')?.value === 'Não seja idiota');
    expect(await messages(agent1).getByText('Não seja idiota').count()).toBe(0);
    await screenshot(agent1, 'inbox-pt-BR-light-blocked-word');
    await textbox.fill('');
  });

  test('a send that fails is shown with a retry, and the retry makes no duplicate', async () => {
    // The connection drops before the message reaches the server.
    await agent1.route('**/api/v1/message', (route) => route.abort('connectionreset'), { times: 1 });
    await send(agent1, 'Segue a segunda via em anexo');
    await agent1.getByText('Erro ao enviar a mensagem.').first().waitFor();
    const retry = messages(agent1).getByRole('button', { name: 'Tentar novamente' });
    await retry.waitFor();
    await screenshot(agent1, 'inbox-pt-BR-light-send-failed');
    await retry.click();
    await retry.waitFor({ state: 'detached' });
    await messages(agent1).getByText('Segue a segunda via em anexo').waitFor();
    expect(await messages(agent1).getByText('Segue a segunda via em anexo').count()).toBe(1);
  });

  test('a send whose answer is lost shows the message once, as the server stored it once', async () => {
    // The message reaches the server but its answer is lost on the way back.
    await agent1.route(
      '**/api/v1/message',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await send(agent1, 'O boleto vence dia 10');
    await agent1.getByText('Erro ao enviar a mensagem.').first().waitFor();
    await messages(agent1).getByText('O boleto vence dia 10').waitFor();
    const retry = messages(agent1).getByRole('button', { name: 'Tentar novamente' });
    // The live event of the stored message may reconcile the bubble at any moment, taking the
    // retry away; a click that loses that race is fine as long as the retry is indeed gone.
    if (await retry.count()) {
      await retry.click({ timeout: 5_000 }).catch(async (error: unknown) => {
        if (await retry.count()) throw error;
      });
    }
    await retry.waitFor({ state: 'detached' });
    expect(await messages(agent1).getByText('O boleto vence dia 10').count()).toBe(1);
    const stored = await supervisorApi.call<{ messages: { text: string }[] }>('GET', `/message/${protocolId}`);
    expect(stored.messages.filter((message) => message.text === 'O boleto vence dia 10')).toHaveLength(1);
  });

  test('tags chosen in their dialog show on the protocol, for the supervisor too', async () => {
    await moreAction(agent1, 'Etiquetas');
    const tags = await dialog(agent1, 'Etiquetas');
    await tags.getByRole('combobox', { name: 'Etiquetas do protocolo' }).click();
    await agent1.getByRole('option', { name: 'VIP' }).click();
    await screenshot(agent1, 'inbox-pt-BR-light-dialog-tags');
    await tags.getByRole('heading', { name: 'Etiquetas' }).click();
    await tags.getByRole('button', { name: 'Salvar' }).click();
    await agent1.getByText('Etiquetas atualizadas.').waitFor();
    await agent1.getByRole('region', { name: 'Conversa' }).getByText('VIP').waitFor();
    await supervisor.getByRole('region', { name: 'Conversa' }).getByText('VIP').waitFor();
  });

  test('every other action opens its dialog', async () => {
    const dialogs = [
      ['Tabular', 'Tabular protocolo', 'tabulate'],
      ['Categorizar', 'Categorizar atendimento', 'categorize'],
      ['Pausar', 'Pausar protocolo', 'pause'],
      ['Ativar IA', 'Ativar a IA', 'ai'],
      ['Nova nota', 'Nova nota', 'note'],
      ['Encerrar sem tabulação', 'Encerrar sem tabulação', 'close'],
    ] as const;
    for (const [item, title, name] of dialogs) {
      await moreAction(agent1, item);
      const opened = await dialog(agent1, title);
      await screenshot(agent1, `inbox-pt-BR-light-dialog-${name}`);
      await opened.getByRole('button', { name: 'Cancelar' }).click();
      await opened.waitFor({ state: 'detached' });
    }
    await agent1.getByRole('tab', { name: 'Cliente' }).click();
    await agent1.getByRole('form', { name: 'Dados do cliente' }).waitFor();
    await screenshot(agent1, 'inbox-pt-BR-light-side-panel-customer');
    await agent1.getByRole('tab', { name: 'Eventos' }).click();
    await agent1.getByText('Atendimento assumido').waitFor();
    await screenshot(agent1, 'inbox-pt-BR-light-side-panel-events');
  });

  test('a transfer refused by the server keeps the dialog usable; then it goes to the other agent', async () => {
    await agent1.getByRole('button', { name: 'Transferir' }).click();
    const transfer = await dialog(agent1, 'Transferir protocolo');
    await transfer.getByRole('button', { name: 'Transferir' }).click();
    await transfer.getByText('Escolha um departamento ou um usuário para transferir.').first().waitFor();
    expect(await transfer.getByRole('button', { name: 'Transferir' }).isEnabled()).toBe(true);
    await screenshot(agent1, 'inbox-pt-BR-light-dialog-transfer-error');

    await transfer.getByRole('combobox', { name: 'Usuário' }).click();
    await agent1.getByRole('option', { name: 'Olívia Operadora' }).click();
    await transfer.getByRole('textbox', { name: 'Nota da transferência' }).fill('Cliente VIP, segunda via enviada');
    await screenshot(agent1, 'inbox-pt-BR-light-dialog-transfer');
    await transfer.getByRole('button', { name: 'Transferir' }).click();
    await agent1.getByText('Transferência realizada.').waitFor();
    await agent1.waitForURL('**/chats/humano/atendimento');
    await expectCount(agent1, 'humano', 'atendimento', 0);
    expect(await row(agent1, 'Maria Cliente').count()).toBe(0);

    await row(agent2, 'Maria Cliente').waitFor();
    await expectCount(agent2, 'humano', 'atendimento', 1);
    await supervisor.getByText('Olívia Operadora').first().waitFor();
  });

  test('the other agent finalizes with a tabulation and goes back to the queue list', async () => {
    await row(agent2, 'Maria Cliente').click();
    await agent2.waitForURL(`**/chats/humano/atendimento/${protocolId}`);
    await messages(agent2).getByText('Segue a segunda via em anexo').waitFor();
    await agent2.getByRole('button', { name: 'Finalizar' }).click();
    const finalize = await dialog(agent2, 'Finalizar protocolo');
    await finalize.getByRole('combobox', { name: 'Tabulação' }).click();
    await agent2.getByRole('option', { name: 'Dúvida esclarecida' }).click();
    await finalize.getByRole('textbox', { name: 'Ocorrência' }).fill('Segunda via enviada por WhatsApp');
    await screenshot(agent2, 'inbox-pt-BR-light-dialog-finalize');
    await finalize.getByRole('button', { name: 'Finalizar' }).click();
    await agent2.getByText('Protocolo finalizado com sucesso!').waitFor();
    await agent2.waitForURL('**/chats/humano/atendimento');
    await expectCount(agent2, 'humano', 'atendimento', 0);

    // The supervisor was watching it: the selection goes, the counts move.
    await supervisor.waitForURL('**/chats/humano/fila');
    await expectCount(supervisor, 'humano', 'atendimento', 0);
    const finished = await supervisorApi.call<{ status: number }>('GET', `/protocol/${protocolId}`);
    await expectCount(supervisor, 'humano', finished.status === 8 ? 'pesquisa' : 'fechado', 1);
  });

  test('a closed protocol opens read-only from the closed queue', async () => {
    const closedQueue = (await supervisorApi.call<{ status: number }>('GET', `/protocol/${protocolId}`)).status;
    if (closedQueue !== 4) await supervisorApi.call('PUT', `/protocol/closed/${protocolId}`);
    await queueLink(supervisor, /^Finalizados \d/)
      .first()
      .click();
    await supervisor.waitForURL('**/chats/humano/fechado');
    await row(supervisor, 'Maria Cliente').click();
    await composer(supervisor).getByText('Este protocolo está finalizado: não é possível enviar mensagens.').waitFor();
    await screenshot(supervisor, 'inbox-pt-BR-light-conversation-closed');
  });

  test('an agent closes a protocol without a tabulation', async () => {
    await customerWrites(supervisorApi, joao, 'Boa tarde, quero cancelar');
    await expectCount(supervisor, 'humano', 'fila', 1);
    await agent1.getByRole('button', { name: 'Atender próximo' }).click();
    await (await dialog(agent1, 'Atender próximo')).getByRole('button', { name: 'Atender', exact: true }).click();
    await messages(agent1).getByText('Boa tarde, quero cancelar').waitFor();
    await moreAction(agent1, 'Encerrar sem tabulação');
    await (await dialog(agent1, 'Encerrar sem tabulação')).getByRole('button', { name: 'Encerrar' }).click();
    await agent1.getByText('Protocolo encerrado.').waitFor();
    await agent1.waitForURL('**/chats/humano/atendimento');
    await expectCount(supervisor, 'humano', 'fila', 0);
    await expectCount(supervisor, 'humano', 'fechado', 2);
  });

  test('filters live in the address: a filtered view reloads as it was', async () => {
    await supervisor.goto(`${server.url}/chats/humano/fechado?search=Jo%C3%A3o`);
    await row(supervisor, 'João Cliente').waitFor();
    expect(await row(supervisor, 'Maria Cliente').count()).toBe(0);
    await supervisor.getByRole('button', { name: 'Filtros' }).click();
    await supervisor.getByRole('combobox', { name: 'Departamento' }).waitFor();
    await screenshot(supervisor, 'inbox-pt-BR-light-filters');
  });

  test('a search finds the start of a word without its accents', async () => {
    await supervisor.goto(`${server.url}/chats/humano/fechado`);
    await row(supervisor, 'Maria Cliente').waitFor();
    await supervisor.getByRole('textbox', { name: 'Buscar protocolos' }).fill('JOAO CLI');
    await supervisor.waitForURL((url) => url.searchParams.get('search') === 'JOAO CLI');
    // The searched list replaces the whole queue's: Maria leaves, João stays.
    await row(supervisor, 'Maria Cliente').waitFor({ state: 'detached' });
    await row(supervisor, 'João Cliente').waitFor();
    expect(await row(supervisor, 'Maria Cliente').count()).toBe(0);
    await screenshot(supervisor, 'inbox-pt-BR-light-search');
    // The middle of a word finds nothing, and the list says so.
    await supervisor.getByRole('textbox', { name: 'Buscar protocolos' }).fill('oao');
    await supervisor.getByText('Nenhum protocolo desta fila corresponde a “oao”.').waitFor();
  });
});
