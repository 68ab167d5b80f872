import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Sign-in with two-factor and the application shell, as a person uses them: the steps share
 * one browser page and run in order.
 */
const admin = { email: 'admin@demo.com.br', password: 'Demo@2026' };

/** The smallest valid PNG: one transparent pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABXvMqGgAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let page: Page;
let secret = '';
let recoveryCode = '';
let resetLink = '';

/** A TOTP code of the authenticator app; `stepsAhead` gives a later one (the server refuses a code used before). */
function totpCode(stepsAhead = 0, key = secret): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * totp.period * 1000 });
}

async function signIn(password = admin.password, email = admin.email, on = page): Promise<void> {
  await on.getByLabel('E-mail').fill(email);
  await on.getByLabel('Senha', { exact: true }).fill(password);
  await on.getByRole('button', { name: 'Entrar' }).click();
}

async function openUserMenuItem(name: string): Promise<void> {
  await page.getByRole('button', { name: /menu do usuário|menú del usuario/i }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function dialog(title: string) {
  const found = page.getByRole('dialog', { name: title });
  await found.waitFor();
  return found;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

describe('sign-in, two-factor and the application shell', () => {
  test('the sign-in page asks for e-mail and password, in Portuguese and light by default', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(await page.getByLabel('Manter conectado').isVisible()).toBe(true);
    await screenshot(page, 'login');
  });

  test('"forgot password" answers the same neutral message whether or not the e-mail exists', async () => {
    await page.getByRole('link', { name: 'Esqueci a minha senha' }).click();
    await page.waitForURL('**/esqueci-senha');
    await page.getByLabel('E-mail').fill('operador1@demo.com.br');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Se o e-mail estiver cadastrado, enviamos um link').waitFor();
    await screenshot(page, 'forgot-password');
    await page.getByRole('link', { name: 'Voltar para o login' }).click();
    await page.waitForURL('**/login');
  });

  test('a wrong password shows the translated error and keeps the user on the form', async () => {
    await signIn('Senha@errada1');
    await page.getByText('E-mail ou senha incorretos.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-wrong-password');
  });

  test('the administrator signs in and sees the shell with the main menu in order', async () => {
    await page.getByLabel('Manter conectado').check();
    await signIn();
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link');
    expect(await menu.allInnerTexts()).toEqual([
      'Fluxo de trabalho',
      'Cadastros',
      'Chat',
      'Modelos de CRM',
      'Dashboard',
      'Análises',
      'Mailing',
      'Configurações',
      'Smart Flow',
    ]);
    await page.getByText('Demo Atendimento').first().waitFor();
    await screenshot(page, 'shell-home');
  });

  test('each profile dialog opens from the user menu', async () => {
    const dialogs = [
      ['Aparência', 'dialog-appearance'],
      ['Editar perfil', 'dialog-edit-profile'],
      ['Alterar senha', 'dialog-change-password'],
      ['Assinatura de e-mail', 'dialog-email-signature'],
      ['Idioma', 'dialog-language'],
    ] as const;
    for (const [title, name] of dialogs) {
      await openUserMenuItem(title);
      const opened = await dialog(title);
      await screenshot(page, name);
      await opened.getByRole('button', { name: 'Cancelar' }).click();
      await opened.waitFor({ state: 'detached' });
    }
  });

  test('the profile takes a phone in the mask of spec §9 and a photo', async () => {
    await openUserMenuItem('Editar perfil');
    const opened = await dialog('Editar perfil');
    const phone = opened.getByLabel('Telefone');
    await phone.fill('11912345678');
    expect(await phone.inputValue()).toBe('(11) 91234-5678');
    await opened
      .locator('input[type=file]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: onePixelPng });
    await opened.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil atualizado.').waitFor();
    await opened.waitFor({ state: 'detached' });
    const avatar = page.getByRole('button', { name: 'Abrir o menu do usuário' }).getByRole('img');
    expect(await avatar.getAttribute('src')).toBeTruthy();
  });

  test('a wrong current password is shown under its field', async () => {
    await openUserMenuItem('Alterar senha');
    const opened = await dialog('Alterar senha');
    await opened.getByLabel('Senha atual').fill('Errada@2026');
    await opened.getByLabel('Nova senha', { exact: true }).fill('Nova@2026');
    await opened.getByLabel('Repita a nova senha').fill('Nova@2026');
    await opened.getByRole('button', { name: 'Salvar' }).click();
    await opened.getByText('A senha atual está incorreta.').first().waitFor();
    await screenshot(page, 'dialog-change-password-error');
    await opened.getByRole('button', { name: 'Cancelar' }).click();
  });

  test('the administrator sets up two-factor from the user menu with the shown secret', async () => {
    await openUserMenuItem('Autenticação de dois fatores');
    const opened = await dialog('Autenticação de dois fatores');
    await opened.getByRole('button', { name: 'Ativar' }).click();
    await opened.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
    secret = (await opened.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await screenshot(page, 'two-factor-setup');

    await opened.getByLabel('Código de verificação').fill(totpCode());
    await opened.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Autenticação de dois fatores ativada.').waitFor();

    // The dialog stays open on the recovery codes.
    const enabled = opened;
    await enabled.getByText('A autenticação de dois fatores está ativa na sua conta.').waitFor();
    await screenshot(page, 'dialog-two-factor');
    await enabled.getByLabel('Sua senha').fill(admin.password);
    await enabled.getByRole('button', { name: 'Gerar códigos de recuperação' }).click();
    const codes = enabled.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    recoveryCode = (await codes.first().innerText()).trim();
    expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await enabled.getByText('10 de 10 códigos ainda não usados.').waitFor();
    await screenshot(page, 'dialog-two-factor-recovery-codes');
    await enabled.getByRole('button', { name: 'Fechar' }).click();
  });

  test('signing out goes back to the sign-in page', async () => {
    await page.getByRole('button', { name: 'Abrir o menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('contact.token'))).toBeNull();
  });

  test('signing in again asks for a fresh code of the authenticator app', async () => {
    await signIn();
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
    await screenshot(page, 'two-factor-verify');

    await page.getByLabel('Código de verificação').fill('000000');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Código de verificação inválido ou expirado.').first().waitFor();

    await page.getByLabel('Código de verificação').fill(totpCode(1));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
  });

  test('without the app, a recovery code signs in once', async () => {
    await page.getByRole('button', { name: 'Abrir o menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    await signIn();
    await page.getByRole('button', { name: 'Sem o aplicativo? Use um código de recuperação' }).click();
    await page.getByLabel('Código de recuperação').fill(recoveryCode.toUpperCase());
    await screenshot(page, 'two-factor-recovery-code');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
  });

  test('the settings page shows company security, the outbox and the settings sections', async () => {
    await page.getByRole('link', { name: 'Configurações' }).first().click();
    await page.getByRole('heading', { name: 'Segurança da empresa' }).waitFor();
    await page.getByRole('heading', { name: 'Caixa de saída de e-mails' }).waitFor();
    await page.getByRole('heading', { name: 'Operação' }).waitFor();
    await page.getByRole('link', { name: 'SLA', exact: true }).waitFor();
    expect(await page.getByLabel('Nome da empresa').inputValue()).toBe('Demo Atendimento');
    await screenshot(page, 'settings');

    await page.getByRole('row', { name: /operador1@demo\.com\.br/ }).click();
    const email = await dialog('Redefinição de senha');
    const text = await email.innerText();
    resetLink = /https?:\/\/\S+\/redefinir-senha\?token=\S+/.exec(text)?.[0] ?? '';
    expect(resetLink).not.toBe('');
    await screenshot(page, 'settings-outbox-email');
    await email.getByRole('button', { name: 'Fechar' }).click();
  });

  test('the administrator requires two-factor for everyone in the company', async () => {
    await page.getByRole('switch', { name: 'Exigir autenticação de dois fatores para todos' }).check();
    await page.getByText('Configurações da empresa salvas.').waitFor();
  });

  test('a module still to come and an unknown address each have their own page', async () => {
    await page.getByRole('link', { name: 'Fluxo de trabalho' }).click();
    await page.getByRole('heading', { name: 'Fluxo de trabalho: em breve' }).waitFor();
    await screenshot(page, 'not-available');

    await page.goto(`${server.url}/nao-existe`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
  });

  test('language and theme apply at once and survive a reload', async () => {
    await openUserMenuItem('Idioma');
    const language = await dialog('Idioma');
    await language.getByRole('combobox', { name: 'Idioma da interface' }).click();
    await page.getByRole('option', { name: 'Espanhol (México)' }).click();
    await language.getByRole('button', { name: 'Salvar' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Configuración' }).waitFor();
    await menu.getByRole('link', { name: 'Flujo de trabajo' }).waitFor();

    await openUserMenuItem('Apariencia');
    const appearance = await dialog('Apariencia');
    await appearance.getByRole('radio', { name: 'Oscuro' }).check();
    await appearance.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
    await screenshot(page, 'shell-es-MX-dark');

    await page.reload();
    await menu.getByRole('link', { name: 'Configuración' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
    expect(await page.locator('html').getAttribute('lang')).toBe('es-MX');
  });

  test('the reset link sets a new password, and the next sign-in sets up the required two-factor', async () => {
    const operator = await newPage(browser);
    try {
      await operator.goto(resetLink);
      await operator.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
      await operator.getByLabel('Nova senha', { exact: true }).fill('Nova@2026');
      await operator.getByLabel('Repita a nova senha').fill('Outra@2026');
      await operator.getByRole('button', { name: 'Salvar nova senha' }).click();
      await operator.getByText('A nova senha e a repetição não coincidem.').waitFor();
      await screenshot(operator, 'reset-password');
      await operator.getByLabel('Repita a nova senha').fill('Nova@2026');
      await operator.getByRole('button', { name: 'Salvar nova senha' }).click();
      await operator.waitForURL('**/login');

      await signIn('Nova@2026', 'operador1@demo.com.br', operator);
      await operator.getByRole('heading', { name: 'Configure a autenticação de dois fatores' }).waitFor();
      await operator.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
      const operatorSecret = (await operator.getByTestId('two-factor-secret').innerText()).trim();
      await screenshot(operator, 'login-two-factor-setup');

      await operator.goto(`${server.url}/configuracoes`);
      await operator.getByText('Autenticação de dois fatores necessária').waitFor();
      expect(new URL(operator.url()).pathname).toBe('/login');

      await signIn('Nova@2026', 'operador1@demo.com.br', operator);
      await operator.getByRole('heading', { name: 'Configure a autenticação de dois fatores' }).waitFor();
      await operator.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
      const freshSecret = (await operator.getByTestId('two-factor-secret').innerText()).trim();
      expect(freshSecret).not.toBe(operatorSecret);
      await operator.getByLabel('Código de verificação').fill(totpCode(0, freshSecret));
      await operator.getByRole('button', { name: 'Confirmar' }).click();

      // Back to the page asked for before the two-factor step.
      await operator.waitForURL('**/configuracoes');
      await operator.getByText('Somente administradores podem alterar estas opções.').waitFor();
      expect(await operator.getByRole('switch', { name: /Exigir autenticação/ }).isDisabled()).toBe(true);
      expect(await operator.getByRole('heading', { name: 'Caixa de saída de e-mails' }).count()).toBe(0);
      await screenshot(operator, 'settings-operator');
    } finally {
      await operator.context().close();
    }
  });
});
