import { dialerSection } from '@contact/domain/settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { SectionForm } from './section-form';

const saved = {
  id: 5,
  active: true,
  description: 'WeOn da central',
  provider: 'weon',
  url: 'https://weon.example.com/api',
  username: 'empresa',
  token: '••••',
  defaultType: 'manual',
  recording: true,
  departments: [],
};

let answers: Response[];
let asked: string[];

beforeEach(() => {
  asked = [];
  setToken(tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/v1/settings/weon/campaigns')) return answers.shift() ?? jsonResponse(200, []);
      return jsonResponse(404, { error: { code: 'not_found', message: 'Não encontrado' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(record: typeof saved) {
  renderWithProviders(
    <SectionForm section={dialerSection} record={record} options={{}} onSave={vi.fn()} onCancel={vi.fn()} />,
  );
}

describe('the dialer settings form of a saved WeOn configuration: its campaigns', () => {
  it('lists the campaigns read from this dialer, active or not', async () => {
    answers = [
      jsonResponse(200, [
        { id: '7', name: 'Cobrança', active: true },
        { id: 'ret-2', name: 'Retenção', active: false },
      ]),
    ];
    renderForm(saved);
    expect(screen.getByRole('heading', { name: 'Campanhas do discador' })).toBeTruthy();
    const row = (await screen.findByText('Retenção')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inativa')).toBeTruthy();
    const first = screen.getByText('Cobrança').closest('tr') as HTMLElement;
    expect(within(first).getByText('Ativa')).toBeTruthy();
    expect(asked).toEqual(['/api/v1/settings/weon/campaigns?dialer_id=5']);
  });

  it('reads the dialer again on refresh', async () => {
    answers = [jsonResponse(200, []), jsonResponse(200, [{ id: '9', name: 'Nova campanha', active: true }])];
    renderForm(saved);
    expect(await screen.findByText('O discador não informou nenhuma campanha.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar as campanhas' }));
    expect(await screen.findByText('Nova campanha')).toBeTruthy();
    expect(asked).toHaveLength(2);
  });

  it('shows the dialer’s own text when it fails', async () => {
    answers = [
      jsonResponse(502, {
        error: { code: 'bad_gateway', message: 'O discador não informou as campanhas: Token inválido' },
      }),
    ];
    renderForm(saved);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('O discador não informou as campanhas: Token inválido');
  });

  it('is not shown for another provider', async () => {
    renderForm({ ...saved, provider: 'asterisk' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy());
    expect(screen.queryByText('Campanhas do discador')).toBeNull();
    expect(asked).toEqual([]);
  });
});
