import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../api/token-store';
import { messageWith } from '../../../test/protocols';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../../test/render';
import { TemplateButton } from './template-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a template whose header is an image', () => {
  it('asks for the image’s public https link and sends it with the template', async () => {
    const posted: Record<string, unknown>[] = [];
    setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/v1/answer/new-protocol') {
          return jsonResponse(200, {
            departments: [],
            templates: [
              {
                id: 9,
                whatsappId: 1,
                name: 'oferta_natal',
                language: 'pt_BR',
                text: 'A oferta de Natal chegou!',
                variableCount: 0,
                headerMedia: 'image',
                departments: [1],
              },
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
    fireEvent.click(await screen.findByRole('option', { name: 'oferta_natal (pt_BR)' }));

    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' });
    const link = screen.getByRole('textbox', { name: /Link público da imagem do cabeçalho/ });
    expect(send.disabled).toBe(true);
    fireEvent.change(link, { target: { value: 'http://cdn.loja.example/natal.jpg' } });
    expect(screen.getByText('Informe um link público que comece com https://.')).toBeTruthy();
    expect(send.disabled).toBe(true);

    fireEvent.change(link, { target: { value: 'https://cdn.loja.example/natal.jpg' } });
    expect(screen.queryByText('Informe um link público que comece com https://.')).toBeNull();
    fireEvent.click(send);
    await waitFor(() =>
      expect(posted).toEqual([
        { protocol_id: 5, hsm_id: 9, hsm_variables: [], hsm_header_link: 'https://cdn.loja.example/natal.jpg' },
      ]),
    );
  });

  it('a template with a text header asks for no link', async () => {
    setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          departments: [],
          templates: [
            {
              id: 3,
              whatsappId: 1,
              name: 'aviso',
              language: 'pt_BR',
              text: 'Seu pedido chegou.',
              variableCount: 0,
              headerMedia: null,
              departments: [1],
            },
          ],
        }),
      ),
    );
    renderWithProviders(<TemplateButton protocolId={5} departmentId={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar modelo' }));
    fireEvent.click(await screen.findByLabelText('Modelo', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'aviso (pt_BR)' }));
    expect(screen.queryByRole('textbox', { name: /Link público/ })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' }).disabled).toBe(false);
  });
});
