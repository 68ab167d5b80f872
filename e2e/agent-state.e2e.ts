import { createServer } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listenOnLoopback, readBody, sendJson } from '../apps/server/test/helpers/http-stub';
import { apiAs, customerWrites, type ApiClient } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The agent's own state, as an operator and a supervisor live it in two browsers: breaks seen
 * live by the supervisor, the screen-blocking break, pre-break, the dialer's softphone notice,
 * browser notifications, and scheduling a call from a conversation.
 */
let server: RunningServer;
let browser: Browser;
let operator: Page;
let supervisor: Page;
let admin: ApiClient;
let operatorApi: ApiClient;
let operatorId = 0;

const statusButton = (page: Page, status: string) =>
  page.getByRole('button', { name: `Alterar meu status (${status})` });
const teamRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Equipe' }).getByRole('listitem', { name });

async function chooseStatus(page: Page, current: string, item: RegExp | string): Promise<void> {
  await statusButton(page, current).click();
  await page.getByRole('menuitem', { name: item }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiAs(server.url, 'admin@demo.com.br');
  operatorApi = await apiAs(server.url, 'operador1@demo.com.br');
  operatorId = (await operatorApi.call<{ id: number }>('GET', '/authentication/me')).id;
  [operator, supervisor] = await Promise.all([newPage(browser), newPage(browser)]);
  // The browser's notifications, recorded instead of shown (a headless browser has no desktop).
  await operator.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string) {
        shown.push(title);
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
  });
  await Promise.all([
    signIn(operator, server.url, 'operador1@demo.com.br'),
    signIn(supervisor, server.url, 'supervisor@demo.com.br'),
  ]);
});

afterAll(async () => {
  for (const page of [operator, supervisor]) await page?.context().close();
  await browser?.close();
  await server?.stop();
});

describe('the agent’s own state', () => {
  test('an operator goes online, then on a break; the supervisor sees both live', async () => {
    await supervisor.getByRole('button', { name: /^Status da equipe/ }).click();
    await teamRow(supervisor, 'Otávio Operador').getByText('Offline').waitFor();
    await chooseStatus(operator, 'Offline', 'Ficar online');
    await statusButton(operator, 'Online').waitFor();
    await teamRow(supervisor, 'Otávio Operador').getByText('Online').waitFor();

    await statusButton(operator, 'Online').click();
    await operator.getByRole('menuitem', { name: /Banheiro/ }).waitFor();
    await screenshot(operator, 'agent-pt-BR-light-status-menu');
    await operator.getByRole('menuitem', { name: /Banheiro/ }).click();
    await statusButton(operator, 'Em pausa: Banheiro').waitFor();
    // Live, without a reload: the supervisor's open list changes.
    await teamRow(supervisor, 'Otávio Operador').getByText('Em pausa').waitFor();
    expect(await teamRow(supervisor, 'Otávio Operador').innerText()).toContain('Banheiro');
    await supervisor.getByRole('button', { name: 'Status da equipe (1 em pausa)' }).waitFor();
    await screenshot(supervisor, 'agent-pt-BR-light-team-status');

    await chooseStatus(operator, 'Em pausa: Banheiro', 'Retornar');
    await statusButton(operator, 'Online').waitFor();
    await teamRow(supervisor, 'Otávio Operador').getByText('Online').waitFor();
    await supervisor.keyboard.press('Escape');
  });

  test('a break that blocks the screen covers it with its clock; an obligatory one holds Return until its time is up', async () => {
    // A one-minute obligatory break, so the test can live through it.
    const me = await operatorApi.call<{ department: number[] }>('GET', '/authentication/me');
    await admin.call('POST', '/settings/break', {
      description: 'Ginástica laboral',
      time: 1,
      departments: me.department,
      obligatory: true,
      blocksScreen: true,
    });
    await operator.reload();
    await chooseStatus(operator, 'Online', /Ginástica laboral/);
    const overlay = operator.getByTestId('break-overlay');
    await overlay.waitFor();
    expect(await overlay.innerText()).toContain('Ginástica laboral');
    expect(await overlay.innerText()).toContain('Tempo restante');
    expect(await overlay.innerText()).toContain('Pausa obrigatória');
    const back = overlay.getByRole('button', { name: 'Retornar' });
    expect(await back.isDisabled()).toBe(true);
    await operator.waitForFunction(
      () => document.querySelector('[data-testid="break-elapsed"]')?.textContent !== '00:00',
      undefined,
      { timeout: 5000 },
    );
    await screenshot(operator, 'agent-pt-BR-light-break-overlay');
    // Nothing behind it can be clicked.
    await expect(statusButton(operator, 'Em pausa: Ginástica laboral').click({ timeout: 1000 })).rejects.toThrow();
    // The server holds the operator too, whatever the page does.
    const early = await fetch(`${server.url}/api/v1/settings/users/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorApi.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'return' }),
    });
    expect(early.status).toBe(409);
    // Once the minute is up, Return is offered and works.
    await operator.waitForFunction(
      () => !(document.querySelector('[data-testid="break-overlay"] button') as HTMLButtonElement | null)?.disabled,
      undefined,
      { timeout: 75_000 },
    );
    await back.click();
    await overlay.waitFor({ state: 'detached' });
    await statusButton(operator, 'Online').waitFor();
  });

  test('a pre-break waits for the current protocols, or starts at once when asked', async () => {
    await chooseStatus(operator, 'Online', /Café/);
    await statusButton(operator, 'Pré-pausa: Café').click();
    await operator.getByText(/começa quando os seus atendimentos/).waitFor();
    await operator.getByRole('menuitem', { name: 'Iniciar Café agora' }).click();
    await statusButton(operator, 'Em pausa: Café').waitFor();
    await chooseStatus(operator, 'Em pausa: Café', 'Retornar');
    await statusButton(operator, 'Online').waitFor();
  });

  test('the dialer tells the operator to connect the softphone, then connects', async () => {
    await admin.call('PUT', '/settings/users', { id: operatorId, ramal: '3001' });
    await operator.reload();
    const dialer = operator.getByRole('button', { name: 'Discador: ramal 3001 (Indisponível)' });
    await dialer.waitFor();
    await dialer.click();
    await operator.getByRole('menuitem', { name: 'Ficar disponível para chamadas' }).click();
    await operator.getByText('Conecte-se ao softphone para ficar disponível para receber chamadas.').waitFor();
    await operator.getByText('Ramal não logado no softphone').waitFor();
    await screenshot(operator, 'agent-pt-BR-light-dialer-not-logged');

    await admin.call('PUT', '/mobcall/softphone', { userId: operatorId, loggedIn: true });
    await dialer.click();
    await operator.getByRole('menuitem', { name: 'Ficar disponível para chamadas' }).click();
    await operator
      .getByText('Otávio Operador você está conectado ao ramal 3001 e disponível para receber chamadas.')
      .waitFor();
    await operator.getByRole('button', { name: 'Discador: ramal 3001 (Disponível)' }).waitFor();
  });
});

describe('notifications and scheduling on the operator’s protocol', () => {
  let protocolId = 0;

  test('a customer message on the operator’s protocol arrives as a browser notification', async () => {
    const inbound = await customerWrites(admin, { name: 'Renata Cliente', phone: '11987650021' }, 'Bom dia!');
    protocolId = inbound.protocol.id;
    // Whoever the distribution chose, the supervisor gives it to this operator.
    await admin.call('PUT', '/protocol/assign', { protocol_id: protocolId, user_id: operatorId });
    await operator.goto(`${server.url}/chats/humano/atendimento`);
    await operator.getByRole('link', { name: /^Renata Cliente, / }).waitFor();
    // The rooms follow the page 300 ms after connecting.
    await operator.waitForTimeout(600);
    await customerWrites(admin, { name: 'Renata Cliente', phone: '11987650021' }, 'Alguém aí?');
    await operator.waitForFunction(
      (number) =>
        (window as unknown as { shownNotifications: string[] }).shownNotifications.some((title) =>
          title.includes(number),
        ),
      inbound.protocol.number,
    );
    const shown = await operator.evaluate(
      () => (window as unknown as { shownNotifications: string[] }).shownNotifications,
    );
    expect(shown).toContain(`Nova mensagem no protocolo ${inbound.protocol.number}`);
  });

  test('the preferences turn them off', async () => {
    await operator.getByRole('button', { name: 'Abrir o menu do usuário' }).click();
    await operator.getByRole('menuitem', { name: 'Notificações' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Notificações' });
    await dialog.getByRole('switch', { name: 'Novas mensagens de protocolos' }).uncheck();
    await screenshot(operator, 'agent-pt-BR-light-dialog-notifications');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await operator.getByText('Configurações atualizadas com sucesso!').waitFor();
    const me = await operatorApi.call<{ notifications: Record<string, boolean> }>('GET', '/authentication/me');
    expect(me.notifications.newProtocolMessages).toBe(false);
    const before = await operator.evaluate(
      () => (window as unknown as { shownNotifications: string[] }).shownNotifications.length,
    );
    await customerWrites(admin, { name: 'Renata Cliente', phone: '11987650021' }, 'Oi?');
    await operator
      .getByRole('link', { name: /^Renata Cliente, / })
      .getByText('Oi?')
      .waitFor();
    const after = await operator.evaluate(
      () => (window as unknown as { shownNotifications: string[] }).shownNotifications.length,
    );
    expect(after).toBe(before);
  });

  test('schedule a call: phone and date/time are required, then it is stored', async () => {
    await operator.getByRole('link', { name: /^Renata Cliente, / }).click();
    await operator.waitForURL(`**/chats/humano/atendimento/${protocolId}`);
    await operator.getByRole('button', { name: 'Mais ações' }).click();
    await operator.getByRole('menuitem', { name: 'Agendar ligação' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Agendar ligação' });
    await dialog.getByLabel(/Telefone/).fill('');
    await dialog.getByRole('button', { name: 'Agendar' }).click();
    await dialog.getByText('O campo Telefone é obrigatório.').waitFor();
    await dialog.getByText('O campo Data e hora é obrigatório.').waitFor();
    await screenshot(operator, 'agent-pt-BR-light-dialog-schedule-call-errors');
    await dialog.getByLabel(/Telefone/).fill('11987650021');
    await dialog.getByLabel(/Data e hora/).fill('2031-03-10T14:30');
    await dialog.getByLabel('Observação').fill('Confirmar a entrega');
    await dialog.getByRole('button', { name: 'Agendar' }).click();
    await operator.getByText('Ligação agendada com sucesso!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const schedules = await operatorApi.call<{ kind: string; phone: string; text: string }[]>(
      'GET',
      `/scheduling/${protocolId}`,
    );
    expect(schedules).toEqual([
      expect.objectContaining({ kind: 'call', phone: '11987650021', text: 'Confirmar a entrega' }),
    ]);
  });

  test('call me: the dialer rings the operator’s extension, then the customer’s number', async () => {
    // A dialer on loopback that records what the platform asks of it (docs/dialer.md).
    const asked: { authorization?: string; body: Record<string, unknown> }[] = [];
    const dialer = createServer((request, response) => {
      void readBody(request).then((raw) => {
        const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        asked.push({ authorization: request.headers.authorization, body });
        sendJson(response, 200, { call_id: 'call-77' });
      });
    });
    const dialerUrl = await listenOnLoopback(dialer);
    try {
      await admin.call('POST', '/settings/dialer', {
        description: 'PABX da central',
        provider: 'asterisk',
        url: dialerUrl,
        token: 'dialer-token',
        defaultType: 'manual',
      });
      await operator.getByRole('button', { name: 'Mais ações' }).click();
      await operator.getByRole('menuitem', { name: 'Ligar para o cliente' }).click();
      const dialog = operator.getByRole('dialog', { name: 'Ligar para o cliente' });
      await dialog.getByRole('radio', { name: '(11) 98765-0021' }).check();
      await screenshot(operator, 'agent-pt-BR-light-dialog-call-me');
      await dialog.getByRole('button', { name: 'Ligar' }).click();
      await operator.getByText(/^Ligando para \(11\) 98765-0021/).waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(asked).toEqual([
        {
          authorization: 'Bearer dialer-token',
          body: expect.objectContaining({ extension: '3001', number: '+5511987650021' }),
        },
      ]);
    } finally {
      await new Promise((resolve) => dialer.close(resolve));
    }
  });

  test('export to PDF downloads the protocol', async () => {
    await operator.getByRole('button', { name: 'Mais ações' }).click();
    const [download] = await Promise.all([
      operator.waitForEvent('download'),
      operator.getByRole('menuitem', { name: 'Exportar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^protocolo-.*\.pdf$/);
  });
});
