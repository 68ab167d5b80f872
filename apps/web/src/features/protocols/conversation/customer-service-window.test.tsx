import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../api/token-store';
import { messageWith, protocolWith } from '../../../test/protocols';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../../test/render';
import { Composer } from './composer';
import { TemplateButton } from './template-dialog';
import { useCustomerServiceWindow } from './use-customer-service-window';

const allowed = { photos: true, emojis: true, attachments: true, audio: true };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WhatsApp’s 24-hour window in the composer', () => {
  it('outside the window, free text is disabled and the composer says only templates may be sent', () => {
    renderWithProviders(
      <Composer
        protocolId={5}
        closed={false}
        templatesOnly
        permissions={allowed}
        faqs={[]}
        onSendMessage={vi.fn()}
        onAddNote={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Janela de 24 horas do WhatsApp fechada: só um modelo (HSM) aprovado pode ser enviado até o cliente escrever de novo.',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Mensagem para o cliente' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' }).disabled).toBe(true);
    fireEvent.click(screen.getByText('Nota interna'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Nota interna' }).disabled).toBe(false);
  });

  it('the window of a Cloud API protocol closes by itself 24 hours after the customer wrote', () => {
    vi.useFakeTimers();
    const protocol = protocolWith({
      id_channel: 2,
      channel_config_id: 3,
      channel_config_section: 'whatsapp-official',
      last_inbound_at: minutesAgo(24 * 60 - 1),
    });
    const { result } = renderHook(() => useCustomerServiceWindow(protocol));
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(result.current).toBe(false);
  });

  it('does not apply when the customer wrote recently, nor to WhatsApp delivered by an integration', () => {
    const recent = protocolWith({
      id_channel: 2,
      channel_config_id: 3,
      channel_config_section: 'whatsapp-official',
      last_inbound_at: minutesAgo(5),
    });
    expect(renderHook(() => useCustomerServiceWindow(recent)).result.current).toBe(true);
    const integration = protocolWith({
      id_channel: 2,
      channel_config_id: null,
      channel_config_section: null,
      last_inbound_at: null,
    });
    expect(renderHook(() => useCustomerServiceWindow(integration)).result.current).toBe(true);
    const neverWrote = protocolWith({
      id_channel: 2,
      channel_config_id: 3,
      channel_config_section: 'whatsapp-official',
      last_inbound_at: null,
    });
    expect(renderHook(() => useCustomerServiceWindow(neverWrote)).result.current).toBe(false);
  });

  it('offers the department’s approved templates: variables filled, a preview, sent as a template', async () => {
    const posted: Record<string, unknown>[] = [];
    setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/v1/answer/new-protocol') {
          const template = { whatsappId: 1, language: 'pt_BR', variableCount: 2, headerMedia: null };
          return jsonResponse(200, {
            departments: [],
            templates: [
              {
                ...template,
                id: 7,
                name: 'pedido_enviado',
                text: 'Olá {{1}}, seu pedido {{2}} saiu.',
                departments: [1],
              },
              { ...template, id: 8, name: 'de_outro_departamento', text: 'Oi {{1}} {{2}}', departments: [2] },
            ],
          });
        }
        posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return jsonResponse(200, messageWith({ protocol_id: 5, direction: 'out', author: 'agent', status: 'queued' }));
      }),
    );
    renderWithProviders(<TemplateButton protocolId={5} departmentId={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar modelo' }));
    fireEvent.click(await screen.findByLabelText('Modelo', { selector: 'input' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['pedido_enviado (pt_BR)']),
    );
    fireEvent.click(screen.getByRole('option', { name: 'pedido_enviado (pt_BR)' }));
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Variável 1/ }), { target: { value: 'Carla' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Variável 2/ }), { target: { value: '4521' } });
    expect(screen.getByText('Olá Carla, seu pedido 4521 saiu.')).toBeTruthy();
    fireEvent.click(send);
    await waitFor(() => expect(posted).toEqual([{ protocol_id: 5, hsm_id: 7, hsm_variables: ['Carla', '4521'] }]));
  });
});
