import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageWith } from '../../../test/protocols';
import { renderWithProviders } from '../../../test/render';
import { MessageBubble } from './message-bubble';

const failed = (reason: string) =>
  messageWith({ direction: 'out', author: 'agent', status: 'failed', failure_reason: reason });

describe('a failed message tells the agent why', () => {
  it('shows the provider’s reason as it came', () => {
    renderWithProviders(
      <MessageBubble message={failed('(#131030) Recipient phone number not in allowed list')} customerName="Maria" />,
    );
    expect(
      screen.getByRole('img', { name: 'Falha no envio: (#131030) Recipient phone number not in allowed list' }),
    ).toBeTruthy();
  });

  it('translates the server’s own reasons', () => {
    renderWithProviders(<MessageBubble message={failed('errors.customerPhoneMissing')} customerName="Maria" />);
    expect(
      screen.getByRole('img', {
        name: 'Falha no envio: O cliente não tem telefone: a mensagem não pôde ser entregue.',
      }),
    ).toBeTruthy();
  });
});
