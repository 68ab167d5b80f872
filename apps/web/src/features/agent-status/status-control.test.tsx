import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@contact/domain/users';
import { defaultNotificationPreferences } from '@contact/domain/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { AgentControls } from './agent-controls';

const stamps = { active: true, createdAt: '', updatedAt: '' };
const breaks = [
  {
    id: 1,
    description: 'Almoço',
    time: 60,
    departments: [1],
    blocksScreen: true,
    obligatory: true,
    preBreak: false,
    ...stamps,
  },
  {
    id: 2,
    description: 'Café',
    time: 15,
    departments: [1],
    blocksScreen: false,
    obligatory: false,
    preBreak: true,
    ...stamps,
  },
  {
    id: 3,
    description: 'Treinamento',
    time: 30,
    departments: [2],
    blocksScreen: false,
    obligatory: false,
    preBreak: false,
    ...stamps,
  },
];
const user = {
  id: 60,
  name: 'Otávio Operador',
  role: 1,
  department: [1],
  ramal: '3001',
  ramal_status: 'unavailable',
  notifications: defaultNotificationPreferences,
} as unknown as CurrentUser;

type Status = {
  status: string;
  breakId: number | null;
  breakDescription: string | null;
  breakMinutes: number | null;
  blocksScreen: boolean;
  obligatory: boolean;
  since: string | null;
};
let current: Status;
let sent: { url: string; method: string; body: unknown }[];
let ramalAnswer: Response;

const statusOf = (status: Status) => ({ userId: 60, name: 'Otávio Operador', ...status });

beforeEach(() => {
  sent = [];
  current = {
    status: 'online',
    breakId: null,
    breakDescription: null,
    breakMinutes: null,
    blocksScreen: false,
    obligatory: false,
    since: null,
  };
  ramalAnswer = jsonResponse(400, { error: { code: 'validation', message: 'Ramal não logado no softphone' } });
  setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      if (url === '/api/v1/settings/users/status/me') return jsonResponse(200, statusOf(current));
      if (url.startsWith('/api/v1/settings/break'))
        return jsonResponse(200, { items: breaks, total: 3, page: 1, limit: 1000 });
      sent.push({ url, method, body });
      if (url === '/api/v1/settings/users/status') {
        const chosen = breaks.find((item) => item.id === body.id_break);
        current =
          body.action === 'return'
            ? {
                status: 'online',
                breakId: null,
                breakDescription: null,
                breakMinutes: null,
                blocksScreen: false,
                obligatory: false,
                since: null,
              }
            : {
                status: chosen?.preBreak && current.status !== 'pre_break' ? 'pre_break' : 'pause',
                breakId: chosen?.id ?? null,
                breakDescription: chosen?.description ?? null,
                breakMinutes: chosen?.time ?? null,
                blocksScreen: chosen?.blocksScreen ?? false,
                obligatory: chosen?.obligatory ?? false,
                since: new Date().toISOString(),
              };
        return jsonResponse(200, statusOf(current));
      }
      if (url === '/api/v1/settings/users/change_ramal_status') return ramalAnswer;
      return jsonResponse(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openStatusMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /Alterar meu status \(Online\)/ }));
}

describe('the operator status control', () => {
  it('lists the breaks of the user’s departments with their marks, and takes one', async () => {
    renderWithProviders(<AgentControls user={user} />);
    await openStatusMenu();
    expect(await screen.findByRole('menuitem', { name: /Café/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Treinamento/ })).toBeNull();
    const lunch = screen.getByRole('menuitem', { name: /Almoço/ });
    expect(lunch.textContent).toContain('Obrigatória');
    expect(lunch.textContent).toContain('Bloqueia a tela');
    fireEvent.click(lunch);
    await waitFor(() =>
      expect(sent).toContainEqual({
        url: '/api/v1/settings/users/status',
        method: 'POST',
        body: { id_break: 1, action: 'start', active: true },
      }),
    );
    // A break that blocks the screen: the overlay with its name and a Return button, which an
    // obligatory break holds until its time is up.
    const overlay = await screen.findByTestId('break-overlay');
    expect(overlay.textContent).toContain('Almoço');
    expect(overlay.textContent).toContain('Pausa obrigatória');
    expect((screen.getByRole('button', { name: 'Retornar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('returns from an obligatory break once its time is up', async () => {
    current = {
      status: 'pause',
      breakId: 1,
      breakDescription: 'Almoço',
      breakMinutes: 60,
      blocksScreen: true,
      obligatory: true,
      since: new Date(Date.now() - 61 * 60_000).toISOString(),
    };
    renderWithProviders(<AgentControls user={user} />);
    const overlay = await screen.findByTestId('break-overlay');
    expect(overlay.textContent).toContain('Pausa excedida em');
    expect(overlay.textContent).not.toContain('Pausa obrigatória');
    const back = screen.getByRole('button', { name: 'Retornar' }) as HTMLButtonElement;
    expect(back.disabled).toBe(false);
    fireEvent.click(back);
    await waitFor(() => expect(screen.queryByTestId('break-overlay')).toBeNull());
    expect(sent.at(-1)?.body).toEqual({ id_break: 1, action: 'return', active: false });
  });

  it('a pre-break waits, and can be started at once', async () => {
    renderWithProviders(<AgentControls user={user} />);
    await openStatusMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: /Café/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Alterar meu status \(Pré-pausa: Café\)/ }));
    expect((await screen.findByText(/começa quando os seus atendimentos/)).textContent).toContain('Café');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Iniciar Café agora' }));
    await screen.findByRole('button', { name: /Alterar meu status \(Em pausa: Café\)/ });
    expect(screen.queryByTestId('break-overlay')).toBeNull();
  });
});

describe('the dialer control', () => {
  it('tells the user to connect to the softphone when the extension is not logged in', async () => {
    renderWithProviders(<AgentControls user={user} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Discador: ramal 3001 (Indisponível)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ficar disponível para chamadas' }));
    expect(
      await screen.findByText('Conecte-se ao softphone para ficar disponível para receber chamadas.'),
    ).toBeTruthy();
    expect(screen.getByText('Ramal não logado no softphone')).toBeTruthy();
  });
});
