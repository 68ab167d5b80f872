import { profiles } from '@contact/domain/profiles';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { useCurrentUser } from '../../session/use-current-user';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { clearNotices } from '../../ui/notify';
import { UserTwoFactorReset } from './user-two-factor-reset';

let role: number;
let resetAnswer: Response;
let resets: string[];

beforeEach(() => {
  role = profiles.administrator;
  resets = [];
  resetAnswer = jsonResponse(200, { id: 7, name: 'Olga Operadora', twoFactorEnabled: false });
  setToken(tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/v1/authentication/me') return jsonResponse(200, { id: 1, role });
      if (init?.method === 'DELETE') {
        resets.push(url);
        return resetAnswer;
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Não encontrado' } });
    }),
  );
});

afterEach(() => {
  clearNotices();
  vi.unstubAllGlobals();
});

/** Shows the signed-in user's role once it is read, as the panel reads it. */
function SignedInRole() {
  const { data } = useCurrentUser();
  return data ? <span>role {data.role}</span> : null;
}

const operator = { id: 7, name: 'Olga Operadora', twoFactorEnabled: true };
const resetButton = () => screen.findByRole('button', { name: 'Redefinir autenticação de dois fatores' });

describe("a user's two-factor under their form", () => {
  it('asks once, then resets it and says so', async () => {
    renderWithProviders(<UserTwoFactorReset record={operator} />);
    expect(await screen.findByText('Este usuário entra com um aplicativo autenticador.')).toBeTruthy();
    fireEvent.click(await resetButton());
    expect(resets).toEqual([]);
    expect(screen.getByText(/o usuário sai de todas as sessões/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir' }));
    expect(await screen.findByText('Autenticação de dois fatores de Olga Operadora redefinida.')).toBeTruthy();
    expect(resets).toEqual(['/api/v1/settings/users/7/two-factor']);
    expect(screen.getByText('Este usuário não usa aplicativo autenticador.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redefinir autenticação de dois fatores' })).toBeNull();
  });

  it('can be left unchanged at the question', async () => {
    renderWithProviders(<UserTwoFactorReset record={operator} />);
    fireEvent.click(await resetButton());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await resetButton()).toBeTruthy();
    expect(resets).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    resetAnswer = jsonResponse(409, {
      error: { code: 'conflict', message: 'A autenticação de dois fatores não está ativa.' },
    });
    renderWithProviders(<UserTwoFactorReset record={operator} />);
    fireEvent.click(await resetButton());
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir' }));
    expect((await screen.findAllByText('A autenticação de dois fatores não está ativa.')).length).toBeGreaterThan(0);
  });

  it('offers no reset of a user without it, nor of one’s own, nor to a supervisor', async () => {
    const { unmount } = renderWithProviders(<UserTwoFactorReset record={{ ...operator, twoFactorEnabled: false }} />);
    expect(await screen.findByText('Este usuário não usa aplicativo autenticador.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redefinir autenticação de dois fatores' })).toBeNull();
    unmount();

    // Beside another user's panel, which shows once the signed-in user is read, one's own shows nothing.
    const own = renderWithProviders(
      <>
        <UserTwoFactorReset record={{ ...operator, id: 1 }} />
        <UserTwoFactorReset record={operator} />
      </>,
    );
    expect(await resetButton()).toBeTruthy();
    expect(screen.getAllByText('Autenticação de dois fatores')).toHaveLength(1);
    own.unmount();

    role = profiles.supervisor;
    renderWithProviders(
      <>
        <SignedInRole />
        <UserTwoFactorReset record={operator} />
      </>,
    );
    expect(await screen.findByText(`role ${profiles.supervisor}`)).toBeTruthy();
    expect(screen.queryByText('Autenticação de dois fatores')).toBeNull();
  });
});
