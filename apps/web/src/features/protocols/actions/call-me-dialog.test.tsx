import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailOf, protocolWith } from '../../../test/protocols';
import { stubJsonApi, type JsonApi } from '../../../test/json-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CallMeDialog } from './call-me-dialog';

let api: JsonApi;

beforeEach(() => {
  api = stubJsonApi(() => jsonResponse(200, { message: 'Ligando para (11) 91234-5678…', call_id: 'call-1' }));
});
afterEach(() => vi.unstubAllGlobals());

const customerWithTwoNumbers = () =>
  detailOf(protocolWith({ protocol_phone: '5511912345678' }), {
    customers: [
      { id: 1, name: 'Maria Cliente', phone: '(11) 91234-5678', email: null, tax_id: null, crm_contact_id: null },
      { id: 2, name: 'João Cliente', phone: '1133334444', email: null, tax_id: null, crm_contact_id: null },
    ],
  });

describe('the call-me dialog', () => {
  it('offers each of the customer’s numbers once, the first chosen, and calls it', async () => {
    const protocol = customerWithTwoNumbers();
    const onClose = vi.fn();
    renderWithProviders(<CallMeDialog protocol={protocol} onClose={onClose} />);
    const first = screen.getByRole('radio', { name: '(11) 91234-5678' }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(screen.getByRole('radio', { name: '(11) 3333-4444' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Ligar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent).toEqual([
      { url: '/api/v1/protocol/call_me', body: { protocol_id: protocol.id, phone: '+5511912345678' } },
    ]);
    expect(await screen.findByText('Ligando para (11) 91234-5678…')).toBeTruthy();
  });

  it('checks a typed number before calling it', async () => {
    const protocol = detailOf(protocolWith({ protocol_phone: null }), { customers: [] });
    renderWithProviders(<CallMeDialog protocol={protocol} onClose={() => undefined} />);
    expect(screen.getByText('O cliente não tem telefone cadastrado: digite o número.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ligar' }));
    expect(await screen.findByText('O campo Número para ligar é obrigatório.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Número para ligar/), { target: { value: '12-34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ligar' }));
    expect(await screen.findByText('Informe um telefone válido: DDD e número, ou + e o código do país.')).toBeTruthy();
    expect(api.sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Número para ligar/), { target: { value: '(21) 99876-5432' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ligar' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.body).toEqual({ protocol_id: protocol.id, phone: '(21) 99876-5432' });
  });

  it('shows the server’s refusal in the dialog and lets the agent try again', async () => {
    api.answer = () => jsonResponse(400, { error: { code: 'validation', message: 'Ramal não logado no softphone' } });
    const onClose = vi.fn();
    renderWithProviders(<CallMeDialog protocol={customerWithTwoNumbers()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: '(11) 3333-4444' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ligar' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain(
      'Ramal não logado no softphone',
    );
    expect(api.sent[0]?.body.phone).toBe('+551133334444');
    const button = screen.getByRole('button', { name: 'Ligar' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    api.answer = () => jsonResponse(200, { message: 'Ligando para (11) 3333-4444…', call_id: null });
    fireEvent.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent).toHaveLength(2);
  });
});
