import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekLoginNotice } from '../../api/login-notice';
import { getToken, setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderRoutes, tokenWith } from '../../test/render';
import { NotFoundPage } from '../pages/not-found-page';
import { notFoundRouteId } from '../route-ids';
import { SessionLayout } from './session-layout';

vi.mock('../../api/socket-client', () => ({ openSocket: () => () => undefined }));

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/login', element: <p>sign-in page</p> },
  {
    element: <SessionLayout />,
    children: [
      { path: '/configuracoes', element: <p>settings page</p> },
      { id: notFoundRouteId, path: '*', element: <NotFoundPage /> },
    ],
  },
];

const claims = { sub: '1', needTwoFactorAuthentication: true, twoFactorAuthenticated: false, exp: inOneHour() };

describe('session gate of the signed-in pages', () => {
  it('sends a visitor without a session to /login, to come back afterwards', async () => {
    const router = renderRoutes(routes, '/configuracoes');
    await screen.findByText('sign-in page');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fconfiguracoes');
  });

  it('refuses a token still waiting for two-factor with the spec message', async () => {
    setToken(tokenWith(claims), false);
    const router = renderRoutes(routes, '/configuracoes');
    await screen.findByText('sign-in page');
    expect(router.state.location.pathname).toBe('/login');
    expect(peekLoginNotice()).toBe('Autenticação de dois fatores necessária');
    expect(getToken()).toBeNull();
  });

  it('ends an expired session with the server wording', async () => {
    setToken(tokenWith({ ...claims, twoFactorAuthenticated: true, exp: 1000 }), true);
    renderRoutes(routes, '/configuracoes');
    await screen.findByText('sign-in page');
    await waitFor(() => expect(peekLoginNotice()).toBe('Sessão inválida ou expirada. Entre novamente.'));
  });

  it('shows the not-found page to a visitor on an unknown address', async () => {
    const router = renderRoutes(routes, '/nao-existe');
    await screen.findByRole('heading', { name: 'Página não encontrada' });
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/nao-existe');
  });

  it('goes to /login when the current user cannot be loaded', async () => {
    const message = 'A operação falhou. Entre em contato com o suporte.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { error: { code: 'internal', message } })),
    );
    setToken(tokenWith({ ...claims, twoFactorAuthenticated: true }), false);
    const router = renderRoutes(routes, '/configuracoes');
    await screen.findByText('sign-in page');
    expect(router.state.location.search).toBe('?next=%2Fconfiguracoes');
    expect(peekLoginNotice()).toBe(message);
  });
});
