import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { todayInSaoPaulo, UsersReport } from './users-report';

const row = {
  id: 4,
  name: 'Ana Souza',
  email: 'ana@demo.com.br',
  role: 1,
  departments: ['Atendimento', 'Vendas'],
  ramal: '2001',
  active: true,
  status: 'pause',
  pauses: 2,
  pauseMinutes: 35,
  lastStatusAt: '2026-11-20T13:05:00.000Z',
};

let urls: string[];
let saved: { name: string; href: string }[];

beforeEach(() => {
  urls = [];
  saved = [];
  setToken(tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const date = new URL(url, 'http://localhost').searchParams.get('date') ?? '';
      if (url.startsWith('/api/v1/settings/users/report/download'))
        return new Response('\ufeffnome;e-mail\r\nAna Souza;ana@demo.com.br', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="usuarios-${date}.csv"` },
        });
      return jsonResponse(200, { date, rows: date === '2026-11-20' ? [row] : [] });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the users report', () => {
  it('opens on today in São Paulo', async () => {
    renderWithProviders(<UsersReport />);
    const today = todayInSaoPaulo();
    expect(screen.getByLabelText(/^Dia/)).toHaveProperty('value', today);
    await waitFor(() => expect(urls).toContain(`/api/v1/settings/users/report?date=${today}`));
    expect(await screen.findByText('Nenhum cadastro encontrado.')).toBeTruthy();
  });

  it('counts São Paulo’s day, not UTC’s', () => {
    expect(todayInSaoPaulo(new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20');
  });

  it('lists each user’s profile, departments, status and breaks on the day chosen', async () => {
    renderWithProviders(<UsersReport />);
    fireEvent.change(screen.getByLabelText(/^Dia/), { target: { value: '2026-11-20' } });
    const table = await screen.findByRole('table', { name: 'Relatório de usuários' });
    const cells = await within(table).findAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Ana Souza',
      'ana@demo.com.br',
      'Operador',
      'Atendimento, Vendas',
      '2001',
      'Sim',
      'Em pausa',
      '2',
      '35',
      new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(row.lastStatusAt)),
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Minutos em pausa');
  });

  it('downloads the day’s CSV with the session and saves it under the server’s name', async () => {
    renderWithProviders(<UsersReport />);
    fireEvent.change(screen.getByLabelText(/^Dia/), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'usuarios-2026-11-20.csv', href: 'blob:csv' }]));
    const [, init] = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/download')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(urls).toContain('/api/v1/settings/users/report/download?date=2026-11-20');
  });
});
