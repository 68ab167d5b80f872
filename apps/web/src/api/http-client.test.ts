import { login, logout, me, twoFactorSetup, twoFactorVerify } from '@contact/domain/auth';
import { listOutbox } from '@contact/domain/mail';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inOneHour, jsonResponse, tokenWith } from '../test/render';
import { call, getLastResponseAt, requestTimeoutMs } from './http-client';
import { HttpError } from './http-error';
import { peekLoginNotice } from './login-notice';
import { addSessionEndListener } from './session-end';
import { getToken, setToken } from './token-store';

const signedIn = () =>
  tokenWith({ sub: '1', needTwoFactorAuthentication: true, twoFactorAuthenticated: true, exp: inOneHour() });
const pendingTwoFactor = () =>
  tokenWith({ sub: '1', needTwoFactorAuthentication: true, twoFactorAuthenticated: false, exp: inOneHour() });

const fetchMock = vi.fn<typeof fetch>();
const sessionEnded = vi.fn();
let stopListening: () => void;

function requestOf(index = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  stopListening = addSessionEndListener(sessionEnded);
});

afterEach(() => {
  stopListening();
  sessionEnded.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HTTP client (spec protocol-inbox §7)', () => {
  it('sends the bearer token, JSON and the interface language', async () => {
    const token = signedIn();
    setToken(token, false);
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [], total: 0 }));

    await call(listOutbox, { query: { page: 2, limit: 20 } });

    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/v1/settings/outbox?page=2&limit=20');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('pt-BR');
  });

  it('sends a JSON body and no token on calls made before signing in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 't', user: {} }));
    await call(login, { body: { email: 'a@b.com', password: 'x' } });
    const { init, headers } = requestOf();
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.com', password: 'x' }));
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('records the time of the last successful response', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] });
    setToken(signedIn(), false);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await call(logout);
    expect(getLastResponseAt()).toBe(Date.parse('2026-03-01T12:00:00Z'));

    vi.setSystemTime(new Date('2026-03-01T12:05:00Z'));
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: { code: 'internal', message: 'falhou' } }));
    await expect(call(me)).rejects.toBeInstanceOf(HttpError);
    expect(getLastResponseAt()).toBe(Date.parse('2026-03-01T12:00:00Z'));
  });

  it('on a 401 clears the session and sends the user to /login with the server message', async () => {
    setToken(signedIn(), true);
    const message = 'Sessão inválida ou expirada. Entre novamente.';
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'unauthenticated', message } }));

    await expect(call(me)).rejects.toMatchObject({ status: 401, code: 'unauthenticated', message });

    expect(getToken()).toBeNull();
    expect(peekLoginNotice()).toBe(message);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps wrong credentials on the sign-in form: a 401 of the login call ends nothing', async () => {
    const message = 'E-mail ou senha incorretos.';
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'invalid_credentials', message } }));
    await expect(call(login, { body: { email: 'a@b.com', password: 'x' } })).rejects.toMatchObject({
      code: 'invalid_credentials',
      message,
    });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('hands over the translated field messages of a validation error', async () => {
    setToken(signedIn(), false);
    const fields = { name: 'O campo nome é obrigatório.' };
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: { code: 'validation', message: 'Dados inválidos.', fields } }),
    );
    await expect(call(me)).rejects.toMatchObject({ status: 400, code: 'validation', fields });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('blocks a call while the stored token still needs two-factor, and goes to /login with the message', async () => {
    setToken(pendingTwoFactor(), false);

    await expect(call(me)).rejects.toMatchObject({
      code: 'two_factor_required',
      message: 'Autenticação de dois fatores necessária',
    });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(peekLoginNotice()).toBe('Autenticação de dois fatores necessária');
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['2fa/setup', () => call(twoFactorSetup)],
    ['2fa/verify', () => call(twoFactorVerify, { body: { code: '123456' } })],
    ['logout', () => call(logout)],
  ])('lets the %s call through while two-factor is pending', async (_name, send) => {
    const token = pendingTwoFactor();
    setToken(token, false);
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await send();

    expect(requestOf().headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(getToken()).toBe(token);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('revokes a given token without touching the stored session, even when it was already gone', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'unauthenticated', message: 'Sessão inválida.' } }));
    await expect(call(logout, { token: 'old-token' })).rejects.toMatchObject({ status: 401 });
    expect(requestOf().headers.get('Authorization')).toBe('Bearer old-token');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(peekLoginNotice()).toBeNull();
  });

  it('does not send a call that needs a session when there is none', async () => {
    await expect(call(me)).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(peekLoginNotice()).toBeNull();
  });

  it('gives up after 90 000 ms', async () => {
    expect(requestTimeoutMs).toBe(90_000);
    vi.useFakeTimers();
    setToken(signedIn(), false);
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    let settled: unknown = null;
    const pending = call(me).catch((error: unknown) => {
      settled = error;
    });

    await vi.advanceTimersByTimeAsync(89_999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toMatchObject({ code: 'timeout', message: expect.stringContaining('demorou') });
  });

  it('reports a network failure in the interface language', async () => {
    setToken(signedIn(), false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(me)).rejects.toMatchObject({ code: 'network' });
  });
});
