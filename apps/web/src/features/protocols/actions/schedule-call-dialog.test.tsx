import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailOf, protocolWith } from '../../../test/protocols';
import { stubJsonApi, type JsonApi } from '../../../test/json-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { localToIso, phoneForForm } from './schedule-fields';
import { ScheduleCallDialog } from './schedule-call-dialog';

let api: JsonApi;

beforeEach(() => {
  api = stubJsonApi(() => jsonResponse(200, {}));
});
afterEach(() => vi.unstubAllGlobals());

describe('the call-scheduling dialog (spec §5: phone and date/time required)', () => {
  it('asks for the date/time and the phone before sending anything', async () => {
    const protocol = detailOf(protocolWith({ protocol_phone: null }));
    renderWithProviders(<ScheduleCallDialog protocol={{ ...protocol, customers: [] }} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('O campo Telefone é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Data e hora é obrigatório.')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the customer’s phone, the instant and the note, and closes', async () => {
    const protocol = detailOf(protocolWith({ protocol_phone: '+5511987654321' }));
    const onClose = vi.fn();
    api.answer = () =>
      jsonResponse(200, {
        id: 1,
        protocol_id: protocol.id,
        kind: 'call',
        phone: '11987654321',
        text: 'Retornar',
        date: '2030-05-01T17:30:00.000Z',
        user_id: 60,
        done: false,
        attachment: null,
      });
    renderWithProviders(<ScheduleCallDialog protocol={protocol} onClose={onClose} />);
    expect((screen.getByLabelText(/Telefone/) as HTMLInputElement).value).toBe('11987654321');
    fireEvent.change(screen.getByLabelText(/Data e hora/), { target: { value: '2030-05-01T14:30' } });
    fireEvent.change(screen.getByLabelText('Observação'), { target: { value: 'Retornar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent).toEqual([
      {
        url: '/api/v1/weon/calls/schedule',
        body: {
          protocol_id: protocol.id,
          phone: '11987654321',
          date: localToIso('2030-05-01T14:30'),
          note: 'Retornar',
        },
      },
    ]);
    expect(await screen.findByText('Ligação agendada com sucesso!')).toBeTruthy();
  });

  it('shows the server’s refusal beside its field', async () => {
    api.answer = () =>
      jsonResponse(400, {
        error: { code: 'validation', message: 'Dados inválidos', fields: { date: 'A data precisa estar no futuro.' } },
      });
    renderWithProviders(<ScheduleCallDialog protocol={detailOf(protocolWith())} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/Data e hora/), { target: { value: '2030-05-01T14:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('A data precisa estar no futuro.')).toBeTruthy();
  });
});

describe('schedule fields', () => {
  it('drop the country code of a stored phone', () => {
    expect(phoneForForm('+55 11 98765-4321')).toBe('11987654321');
    expect(phoneForForm('1133334444')).toBe('1133334444');
    expect(phoneForForm(null)).toBe('');
    expect(localToIso('')).toBeNull();
  });
});
