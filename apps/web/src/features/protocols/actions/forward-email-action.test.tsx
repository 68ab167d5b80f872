import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailOf, protocolWith } from '../../../test/protocols';
import { stubJsonApi, type JsonApi } from '../../../test/json-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ForwardEmailAction } from './forward-email-action';

let api: JsonApi;

beforeEach(() => {
  api = stubJsonApi(() => jsonResponse(200, { forwarded: true, message_id: 'forward-1@empresa.test' }));
});
afterEach(() => vi.unstubAllGlobals());

function openDialog() {
  const protocol = detailOf(protocolWith({ id_channel: 4 }));
  renderWithProviders(<ForwardEmailAction protocol={protocol} />);
  fireEvent.click(screen.getByRole('button', { name: 'Encaminhar e-mail' }));
  return protocol;
}

describe('forwarding an e-mail protocol (forward_email_history, email_copy)', () => {
  it('asks for the address before sending anything', async () => {
    openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Encaminhar' }));
    expect(await screen.findByText('O campo Para é obrigatório.')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the address, the copy, the history choice and the message, and closes', async () => {
    const protocol = openDialog();
    fireEvent.change(await screen.findByLabelText(/^Para/), { target: { value: 'financeiro@empresa.test' } });
    fireEvent.change(screen.getByLabelText('Cópia (e-mail)'), { target: { value: 'gerencia@empresa.test' } });
    fireEvent.click(screen.getByLabelText('Incluir o histórico da conversa e os anexos'));
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Podem confirmar?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Encaminhar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent).toEqual([
      {
        url: '/api/v1/protocol/forward',
        body: {
          protocol_id: protocol.id,
          email: 'financeiro@empresa.test',
          email_copy: 'gerencia@empresa.test',
          forward_email_history: false,
          note: 'Podem confirmar?',
        },
      },
    ]);
    expect(await screen.findByText('E-mail encaminhado.')).toBeTruthy();
  });

  it('shows the server’s refusal beside its field', async () => {
    api.answer = () =>
      jsonResponse(400, {
        error: {
          code: 'validation',
          message: 'Dados inválidos',
          fields: { email: 'O e-mail não pôde ser enviado: 550 mailbox unavailable' },
        },
      });
    openDialog();
    fireEvent.change(await screen.findByLabelText(/^Para/), { target: { value: 'x@empresa.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Encaminhar' }));
    expect(await screen.findByText('O e-mail não pôde ser enviado: 550 mailbox unavailable')).toBeTruthy();
  });
});
