import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { protocolWith } from '../../../test/protocols';
import { renderWithProviders } from '../../../test/render';
import { Composer } from './composer';
import { useCustomerServiceWindow } from './use-customer-service-window';

const allowed = { photos: true, emojis: true, attachments: true, audio: true };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

afterEach(() => vi.useRealTimers());

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
    const protocol = protocolWith({ id_channel: 2, channel_config_id: 3, last_inbound_at: minutesAgo(24 * 60 - 1) });
    const { result } = renderHook(() => useCustomerServiceWindow(protocol));
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(result.current).toBe(false);
  });

  it('does not apply when the customer wrote recently, nor to WhatsApp delivered by an integration', () => {
    const recent = protocolWith({ id_channel: 2, channel_config_id: 3, last_inbound_at: minutesAgo(5) });
    expect(renderHook(() => useCustomerServiceWindow(recent)).result.current).toBe(true);
    const integration = protocolWith({ id_channel: 2, channel_config_id: null, last_inbound_at: null });
    expect(renderHook(() => useCustomerServiceWindow(integration)).result.current).toBe(true);
    const neverWrote = protocolWith({ id_channel: 2, channel_config_id: 3, last_inbound_at: null });
    expect(renderHook(() => useCustomerServiceWindow(neverWrote)).result.current).toBe(false);
  });
});
