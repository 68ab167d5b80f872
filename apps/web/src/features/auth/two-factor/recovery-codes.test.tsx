import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../api/token-store';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../../test/render';
import { clearNotices } from '../../../ui/notify';
import { TwoFactorStep } from '../two-factor-step';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const codes = Array.from('abcdefghjk', (letter) => `${letter}bcde-23456`);
let answer: Response;
/** What `GET …/recovery-codes` answers: how many codes are left. */
let left: { left: number; total: number };
let sent: { url: string; body: unknown }[];
let asked: number;

beforeEach(() => {
  sent = [];
  left = { left: 0, total: 0 };
  asked = 0;
  setToken(tokenWith({ sub: '1', needTwoFactorAuthentication: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') {
        asked += 1;
        return jsonResponse(200, left);
      }
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer;
    }),
  );
});

afterEach(() => {
  clearNotices();
  vi.unstubAllGlobals();
});

describe('signing in with a recovery code', () => {
  it('is offered beside the app’s code, and sends the code as typed (the server reads any case) once it has its form', async () => {
    const session = tokenWith({
      sub: '1',
      needTwoFactorAuthentication: true,
      twoFactorAuthenticated: true,
      exp: inOneHour(),
    });
    answer = jsonResponse(200, { token: session, user: { id: 1, role: 4, twoFactorEnabled: true } });
    renderWithProviders(<TwoFactorStep step="verify2fa" onOtherAccount={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sem o aplicativo? Use um código de recuperação' }));

    const input = screen.getByLabelText('Código de recuperação');
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('O código de recuperação tem o formato xxxxx-xxxxx.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(input, { target: { value: 'ABCDE-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(getToken()).toBe(session));
    expect(sent).toEqual([{ url: '/api/v1/authentication/2fa/recover', body: { recoveryCode: 'ABCDE-23456' } }]);
  });

  it('shows a spent code’s refusal under the field, and goes back to the app’s code', async () => {
    answer = jsonResponse(400, {
      error: {
        code: 'validation',
        message: 'Código de recuperação inválido ou já usado.',
        fields: { recoveryCode: 'Código de recuperação inválido ou já usado.' },
      },
    });
    renderWithProviders(<TwoFactorStep step="verify2fa" onOtherAccount={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sem o aplicativo? Use um código de recuperação' }));
    fireEvent.change(screen.getByLabelText('Código de recuperação'), { target: { value: 'abcde-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findAllByText('Código de recuperação inválido ou já usado.')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Usar o código do aplicativo' }));
    expect(screen.getByLabelText('Código de verificação')).toBeTruthy();
  });
});

describe('new recovery codes in the two-factor dialog', () => {
  it('asks for the password, then shows the ten codes once, with a way to copy them', async () => {
    answer = jsonResponse(200, { codes });
    renderWithProviders(<RecoveryCodesPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar códigos de recuperação' }));
    expect(await screen.findByText('O campo senha é obrigatório.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Sua senha'), { target: { value: 'Demo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar códigos de recuperação' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByText('Guarde estes códigos agora: eles não serão mostrados de novo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar os códigos' })).toBeTruthy();
    expect(sent).toEqual([{ url: '/api/v1/authentication/2fa/recovery-codes', body: { password: 'Demo@2026' } }]);
    expect((screen.getByLabelText('Sua senha') as HTMLInputElement).value).toBe('');
  });

  it('tells how many codes are left, warns when few are, and counts the new ones', async () => {
    left = { left: 3, total: 10 };
    answer = jsonResponse(200, { codes });
    renderWithProviders(<RecoveryCodesPanel />);
    expect(await screen.findByText('3 de 10 códigos ainda não usados.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Restam poucos códigos de recuperação.');

    fireEvent.change(screen.getByLabelText('Sua senha'), { target: { value: 'Demo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar códigos de recuperação' }));
    expect(await screen.findByText('10 de 10 códigos ainda não usados.')).toBeTruthy();
    expect(screen.queryByText(/Restam poucos códigos/)).toBeNull();
  });

  it('says nothing of codes left while none were given, nor warns with four left', async () => {
    renderWithProviders(<RecoveryCodesPanel />);
    await vi.waitFor(() => expect(asked).toBe(1));
    // The answer is in hand a few ticks after it was asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/códigos ainda não usados/)).toBeNull();
    left = { left: 4, total: 10 };
    renderWithProviders(<RecoveryCodesPanel />);
    expect(await screen.findByText('4 de 10 códigos ainda não usados.')).toBeTruthy();
    expect(screen.queryByText(/Restam poucos códigos/)).toBeNull();
  });

  it('shows a wrong password under its field', async () => {
    answer = jsonResponse(400, {
      error: {
        code: 'validation',
        message: 'A senha atual está incorreta.',
        fields: { password: 'A senha atual está incorreta.' },
      },
    });
    renderWithProviders(<RecoveryCodesPanel />);
    fireEvent.change(screen.getByLabelText('Sua senha'), { target: { value: 'Errada@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar códigos de recuperação' }));
    expect((await screen.findAllByText('A senha atual está incorreta.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).toBeNull();
  });
});
