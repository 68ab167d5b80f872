import { profiles } from '@contact/domain/profiles';
import { userSection } from '@contact/domain/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { SectionPage } from './section-page';

function user(id: number, name: string, email: string, vendor: boolean) {
  return {
    id,
    name,
    email,
    role: 1,
    department: [],
    active: true,
    photoUrl: null,
    phone: null,
    ramal: null,
    weonExtension: null,
    telephonyProvider: null,
    utc: 'America/Sao_Paulo',
    canTransferOutsideDepartments: false,
    performsOutbound: false,
    analysesSentiment: false,
    distribuition: true,
    vendor,
    status: 'offline',
    createdAt: '2026-01-01T00:00:00Z',
  };
}

const company = user(2, 'Ana Souza', 'ana@demo.com.br', false);
const staff = user(9, 'Suporte Fornecedor', 'suporte@fornecedor.com.br', true);
let vendorAnswer: Response;

beforeEach(() => {
  setToken(tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      if (path === '/api/v1/settings/users/vendor') return vendorAnswer;
      if (path === '/api/v1/settings/users')
        return jsonResponse(200, { items: [company], total: 1, limit: 50, offset: 0 });
      return jsonResponse(200, []);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the users list and the vendor’s own users', () => {
  it('gives vendor staff a second tab with the vendor’s users', async () => {
    vendorAnswer = jsonResponse(200, [staff]);
    renderWithProviders(<SectionPage section={userSection} role={profiles.administrator} />);
    const tab = await screen.findByRole('tab', { name: 'Usuários do fornecedor' });
    expect(screen.getByRole('cell', { name: 'Ana Souza' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Suporte Fornecedor' })).toBeNull();
    fireEvent.click(tab);
    expect(await screen.findByRole('cell', { name: 'Suporte Fornecedor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar Suporte Fornecedor' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Ana Souza' })).toBeNull();
  });

  it('shows only the company’s users when the server refuses the vendor list', async () => {
    vendorAnswer = jsonResponse(403, { error: { code: 'forbidden', message: 'Acesso negado.' } });
    renderWithProviders(<SectionPage section={userSection} role={profiles.administrator} />);
    await screen.findByRole('cell', { name: 'Ana Souza' });
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/vendor'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('tab')).toBeNull());
    expect(screen.queryByText('Acesso negado.')).toBeNull();
  });
});
