import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('pt-BR');
});

function fillAndSubmit(email: string, password: string): void {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login form', () => {
  it('shows the server field messages under their inputs and its message in a notification', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation',
          message: 'Dados inválidos. Verifique os campos indicados.',
          fields: { email: 'Este e-mail não pode entrar por aqui.', password: 'Senha expirada.' },
        },
      }),
    );
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    fillAndSubmit('ana@demo.com.br', 'Demo@2026');

    expect(await screen.findByText('Este e-mail não pode entrar por aqui.')).toBeTruthy();
    expect(screen.getByText('Senha expirada.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Dados inválidos. Verifique os campos indicados.')).toBeTruthy();
  });

  it('says "wrong credentials" as the server words it, without ending anything', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: 'invalid_credentials', message: 'E-mail ou senha incorretos.' } }),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);

    fillAndSubmit('ana@demo.com.br', 'errada');

    expect(await screen.findByText('E-mail ou senha incorretos.')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('checks the fields with the domain schema and its texts before calling the server', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    fillAndSubmit('not-an-email', '');

    expect(await screen.findByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByText('O campo senha é obrigatório.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks the chosen language, in its regional words', async () => {
    await setLanguage('es-AR');
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('Ingresá un correo electrónico válido.')).toBeTruthy();
  });

  it('hands the session and the "stay connected" choice over after signing in', async () => {
    const session = { token: 'a.b.c', user: { id: 1 } };
    fetchMock.mockResolvedValue(jsonResponse(200, session));
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);

    fireEvent.click(screen.getByLabelText('Manter conectado'));
    fillAndSubmit('ana@demo.com.br', 'Demo@2026');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session, true));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({ email: 'ana@demo.com.br', password: 'Demo@2026', stayConnected: true });
  });
});
