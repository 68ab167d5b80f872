import { profiles } from '@contact/domain/profiles';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { clearNotices } from '../../ui/notify';
import { WhatsappTemplatesSyncButton } from './whatsapp-templates-sync-button';

let role: number;
let syncAnswer: Response;
let syncs: unknown[];

beforeEach(() => {
  role = profiles.marketing;
  syncs = [];
  setToken(tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/v1/authentication/me') return jsonResponse(200, { id: 1, role });
      if (url === '/api/v1/settings/whatsapp-oficial-templates/sync' && init?.method === 'POST') {
        syncs.push(JSON.parse(String(init.body)));
        return syncAnswer;
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Não encontrado' } });
    }),
  );
});

afterEach(() => {
  clearNotices();
  vi.unstubAllGlobals();
});

const button = () => screen.findByRole('button', { name: 'Sincronizar com a Meta' });

describe('"Sync with Meta" on the Cloud API templates list', () => {
  it('asks the server to sync every number and says what came back', async () => {
    syncAnswer = jsonResponse(200, { created: 2, updated: 1, total: 4 });
    renderWithProviders(<WhatsappTemplatesSyncButton />);
    fireEvent.click(await button());
    expect(await screen.findByText('4 modelo(s) lido(s) na Meta: 2 novo(s), 1 atualizado(s).')).toBeTruthy();
    expect(syncs).toEqual([{}]);
  });

  it('shows Meta’s refusal when the sync fails', async () => {
    syncAnswer = jsonResponse(400, {
      error: {
        code: 'validation',
        message: 'Não foi possível ler os modelos na Meta: Invalid OAuth access token',
        fields: { connection: 'Não foi possível ler os modelos na Meta: Invalid OAuth access token' },
      },
    });
    renderWithProviders(<WhatsappTemplatesSyncButton />);
    fireEvent.click(await button());
    const notices = await screen.findAllByText(/Invalid OAuth access token/);
    expect(notices.length).toBeGreaterThan(0);
  });

  it('is not offered to a supervisor, who may only read the templates', async () => {
    role = profiles.supervisor;
    renderWithProviders(<WhatsappTemplatesSyncButton />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    // Once the signed-in user is read, the supervisor still gets no button.
    await vi.mocked(fetch).mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/api/v1/authentication/me']);
    expect(screen.queryByRole('button', { name: 'Sincronizar com a Meta' })).toBeNull();
  });
});
