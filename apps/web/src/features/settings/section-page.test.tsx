import { profiles } from '@contact/domain/profiles';
import { slaSection } from '@contact/domain/settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderRoutes, renderWithProviders, tokenWith } from '../../test/render';
import { SectionPage } from './section-page';

let calls: { url: string; method: string; body: unknown }[];

const sla = {
  id: 3,
  description: 'SLA vendas',
  time: 15,
  id_unit_of_time: 2,
  unit_of_time: 2,
  departments: [1],
  channels: [2],
  activated: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const answers: Record<string, unknown> = {
  '/api/v1/answer/departments': [
    {
      id: 1,
      name: 'Vendas',
      color: '#1c7ed6',
      active: true,
      workflowOrder: 0,
      slackNotify: false,
      sendAgentName: true,
      whatsappId: null,
      botId: null,
      email: null,
      marketingEmail: null,
    },
  ],
  '/api/v1/settings/channels': [{ id: 2, name: 'whatsapp', label: 'WhatsApp' }],
  '/api/v1/settings/unit_of_time': [{ id: 2, name: 'minute', label: 'Minutos' }],
};

beforeEach(() => {
  calls = [];
  setToken(tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method = init.method ?? 'GET';
      calls.push({ url, method, body });
      if (method === 'PUT') return jsonResponse(200, { ...sla, activated: (body as { active: boolean }).active });
      const path = url.split('?')[0] ?? '';
      if (path === slaSection.path) return jsonResponse(200, { items: [sla], total: 1, limit: 50, offset: 0 });
      return jsonResponse(200, answers[path] ?? []);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the generic settings list', () => {
  it('shows the declared columns, references by name and the total, paged by limit and offset', async () => {
    renderWithProviders(<SectionPage section={slaSection} role={profiles.administrator} />);
    const row = (await screen.findByText('SLA vendas')).closest('tr') as HTMLElement;
    for (const header of ['Descrição', 'Tempo', 'Departamentos', 'Canais']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    await within(row).findByText('Vendas');
    await within(row).findByText('WhatsApp');
    await within(row).findByText('Minutos');
    expect(calls.some((call) => call.url === `${slaSection.path}?limit=50&offset=0`)).toBe(true);
    expect(screen.getByText('1 cadastros')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo cadastro' })).toBeTruthy();
  });

  it('turns a record off with PUT {path}/{id}/active', async () => {
    renderWithProviders(<SectionPage section={slaSection} role={profiles.administrator} />);
    const toggle = await screen.findByRole('switch', { name: 'Ativar ou desativar SLA vendas' });
    expect(toggle).toHaveProperty('checked', true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls).toContainEqual({ url: `${slaSection.path}/3/active`, method: 'PUT', body: { active: false } }),
    );
  });

  it('opened at /configuracoes/<segment>/novo, the new record form is open; closing it goes to the list', async () => {
    const router = renderRoutes(
      [
        {
          path: '/configuracoes/sla/novo',
          element: <SectionPage section={slaSection} role={profiles.administrator} creating />,
        },
        { path: '/configuracoes/sla', element: <p>lista</p> },
      ],
      '/configuracoes/sla/novo',
    );
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText(/Descrição/)).toBeTruthy();
    fireEvent.keyDown(form, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracoes/sla'));
  });

  it('shows a reader no create button and no toggles', async () => {
    renderWithProviders(<SectionPage section={slaSection} role={profiles.supervisor} />);
    await screen.findByText('SLA vendas');
    expect(screen.queryByRole('button', { name: 'Novo cadastro' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so when a section has no records', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { items: [], total: 0, limit: 50, offset: 0 })),
    );
    renderWithProviders(<SectionPage section={slaSection} role={profiles.administrator} />);
    expect(await screen.findByText('Nenhum cadastro encontrado.')).toBeTruthy();
  });
});
