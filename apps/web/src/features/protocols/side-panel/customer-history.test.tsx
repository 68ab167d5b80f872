import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../api/token-store';
import { detailOf, protocolWith } from '../../../test/protocols';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../../test/render';
import { CustomerHistory } from './customer-history';

beforeEach(() => setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false));
afterEach(() => vi.unstubAllGlobals());

describe("the customer's earlier protocols", () => {
  it('lists them by the customer, without the open one', async () => {
    const open = protocolWith({ protocol_contact_id: 8 });
    const earlier = protocolWith({ status: 4, support: 2, protocol_contact_id: 8, number: '20250101000007' });
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return jsonResponse(200, [open, earlier]);
      }),
    );
    renderWithProviders(<CustomerHistory protocol={detailOf(open)} />);
    const link = await screen.findByRole('link', { name: '#20250101000007' });
    expect(link.getAttribute('href')).toBe(`/chats/humano/fechado/${earlier.id}`);
    expect(screen.queryByText(`#${open.number}`)).toBeNull();
    expect(fetched).toEqual(['/api/v1/protocol/history?contact_id=8']);
  });

  it("shows 'error fetching history' when they cannot be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { error: { code: 'internal', message: 'Falhou' } })),
    );
    renderWithProviders(<CustomerHistory protocol={detailOf(protocolWith({ protocol_contact_id: 8 }))} />);
    await screen.findByText('Erro ao buscar o histórico.', {}, { timeout: 4000 });
  });
});
