import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageWith } from '../../../test/protocols';
import { renderWithProviders } from '../../../test/render';
import { MessageBubble } from './message-bubble';

describe('what a channel adds to a message', () => {
  it('an e-mail shows its subject and its sanitized HTML in a frame where no script runs', () => {
    renderWithProviders(
      <MessageBubble
        message={messageWith({
          text: 'Segue a fatura',
          subject: 'Fatura de outubro',
          html: '<p>Segue a <b>fatura</b></p>',
        })}
        customerName="Maria"
      />,
    );
    expect(screen.getByText('Fatura de outubro')).toBeTruthy();
    const frame = screen.getByTitle('Fatura de outubro');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Segue a <b>fatura</b></p>');
    // The plain text is not drawn twice beside its HTML.
    expect(screen.queryByText('Segue a fatura')).toBeNull();
  });

  it('a shared location links to the map', () => {
    renderWithProviders(
      <MessageBubble
        message={messageWith({
          text: '',
          location: { latitude: -23.55, longitude: -46.63, name: 'Loja Paulista', address: null },
        })}
        customerName="Maria"
      />,
    );
    const link = screen.getByRole('link', { name: /Loja Paulista/ });
    expect(link.getAttribute('href')).toContain('mlat=-23.55&mlon=-46.63');
  });

  it("a template header's media shows as a link to what was sent", () => {
    const link = 'https://cdn.loja.example/natal.jpg';
    renderWithProviders(
      <MessageBubble
        message={messageWith({ direction: 'out', author: 'agent', template_header: { type: 'image', link } })}
        customerName="Maria"
      />,
    );
    const anchor = screen.getByRole('link', { name: /Imagem do cabeçalho/ });
    expect(anchor.getAttribute('href')).toBe(link);
  });

  it("an audio's transcription shows under it", () => {
    renderWithProviders(
      <MessageBubble message={messageWith({ text: '', transcription: 'Quero cancelar' })} customerName="Maria" />,
    );
    expect(screen.getByLabelText('Transcrição do áudio').textContent).toContain('Quero cancelar');
  });
});
