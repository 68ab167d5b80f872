import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEventHandlers } from '../../app/realtime/server-event-handlers';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../test/render';
import { clearNotices } from '../../ui/notify';
import { WhatsappQrConnectionPanel } from './whatsapp-qr-connection';
import { channelConnectionEventName } from './whatsapp-qr-keys';

const qr = 'data:image/png;base64,iVBORw0KGgo=';
const base = '/api/v1/settings/whatsapp-qr-code/7';

let current: Response;
let requests: string[];
let token: string;

beforeEach(() => {
  requests = [];
  token = tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() });
  setToken(token, false);
  current = jsonResponse(200, { status: 'disconnected', qr: null, pairing_code: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === `${base}/connection`) return current.clone();
      if (url === `${base}/connect` && init?.method === 'POST')
        return jsonResponse(200, { status: 'pairing', qr, pairing_code: 'WZYEH1YY' });
      if (url === `${base}/disconnect` && init?.method === 'POST')
        return jsonResponse(200, { status: 'disconnected', qr: null, pairing_code: null });
      return jsonResponse(404, { error: { code: 'not_found', message: 'Não encontrado' } });
    }),
  );
});

afterEach(() => {
  clearNotices();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <WhatsappQrConnectionPanel record={{ id: 7, status: null }} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the "Conectar" panel of a WhatsApp number paired by QR code', () => {
  it('shows the QR code to scan, turns connected when the server says so live, and disconnects', async () => {
    const queryClient = renderPanel();
    expect(await screen.findByText('Desconectado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    const image = await screen.findByAltText('QR code para conectar o WhatsApp');
    expect(image.getAttribute('src')).toBe(qr);
    expect(screen.getByText('Ou digite este código no celular: WZYEH1YY')).toBeTruthy();
    expect(screen.getByText('Aguardando a leitura do QR code')).toBeTruthy();

    // The phone scanned: the server's realtime event makes the panel read the connection again.
    current = jsonResponse(200, { status: 'connected', qr: null, pairing_code: null });
    serverEventHandlers(queryClient, token)[channelConnectionEventName]?.({
      section: 'whatsapp-qr-code',
      id: 7,
      status: 'connected',
    });
    expect(await screen.findByText('Conectado')).toBeTruthy();
    expect(screen.queryByAltText('QR code para conectar o WhatsApp')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Desconectado')).toBeTruthy();
    expect(requests).toContain(`POST ${base}/disconnect`);
  });

  it('shows the gateway’s refusal when the connection cannot be read', async () => {
    current = jsonResponse(502, {
      error: { code: 'bad_gateway', message: 'O gateway do WhatsApp respondeu: Unauthorized' },
    });
    renderPanel();
    expect(await screen.findByText('O gateway do WhatsApp respondeu: Unauthorized')).toBeTruthy();
  });
});
