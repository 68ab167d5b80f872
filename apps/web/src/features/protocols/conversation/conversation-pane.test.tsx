import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../api/token-store';
import { detailOf, messageWith, protocolWith } from '../../../test/protocols';
import { stubLayout } from '../../../test/layout';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../../test/render';
import { useMessages } from '../use-messages';
import { ConversationPane } from './conversation-pane';

type Sent = { url: string; method: string; body: Record<string, unknown> };

let sent: Sent[];
const stamps = { active: true, createdAt: '', updatedAt: '' };
const faqs = [{ id: 1, tag: '/horario', text: 'Atendemos das 8h às 18h.', departments: [1], ...stamps }];
let config: Record<string, unknown[]>;
let answerMessage: (body: Record<string, unknown>, attempt: number) => Response;

let restoreLayout: () => void;

beforeEach(() => {
  config = { blockedWord: [], department: [], faq: [], user: [], roleFunction: [] };
  restoreLayout = stubLayout(600);
  sent = [];
  setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      if (url === '/api/v1/answer/config') return jsonResponse(200, config);
      if (url === '/api/v1/answer/faqs') return jsonResponse(200, faqs);
      if (method === 'GET') return jsonResponse(200, { messages: [], page: 1, hasMore: false });
      sent.push({ url, method, body });
      if (url === '/api/v1/note') {
        return jsonResponse(200, {
          id: 9,
          protocol_id: 5,
          user_id: 60,
          user_name: 'Otávio',
          text: body.text,
          created_at: '',
        });
      }
      return answerMessage(body, sent.filter((item) => item.url === '/api/v1/message').length);
    }),
  );
  answerMessage = (body) =>
    jsonResponse(200, messageWith({ protocol_id: 5, direction: 'out', author: 'agent', text: String(body.text) }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  restoreLayout();
});

function Pane({ status }: { status: number }) {
  const protocol = detailOf(protocolWith({ id: 5, status, user_id: 60 }));
  const messages = useMessages(5);
  return <ConversationPane protocol={protocol} messages={messages} actions={null} role={1} />;
}

function renderPane(status = 3) {
  renderWithProviders(<Pane status={status} />);
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
function write(name: string, text: string): void {
  fireEvent.change(textbox(name), { target: { value: text } });
}

describe('composer: role permissions and quick answers', () => {
  it('refuses what the role may not send before sending it', async () => {
    config.roleFunction = [
      {
        id: 1,
        description: 'Sem emojis',
        departments: [1],
        modules: [],
        profiles: [],
        allowPhotos: true,
        allowEmojis: false,
        allowAttachments: true,
        allowAudio: true,
        ...stamps,
      },
    ];
    renderPane();
    // The role permissions come with a module loaded after the first paint: on a busy machine
    // that takes longer than waitFor's default second.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Inserir emoji' })).toBeNull(), {
      timeout: 10_000,
    });
    write('Mensagem para o cliente', 'Obrigado 🙏');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Seu perfil não permite enviar emojis neste departamento.');
    expect(sent).toEqual([]);
    expect((textbox('Mensagem para o cliente') as HTMLTextAreaElement).value).toBe('Obrigado 🙏');
  });

  it('inserts a quick answer of the department', async () => {
    renderPane();
    write('Mensagem para o cliente', '');
    fireEvent.click(await screen.findByRole('button', { name: 'Respostas rápidas' }));
    fireEvent.click(await screen.findByText(/Atendemos das 8h/));
    expect((textbox('Mensagem para o cliente') as HTMLTextAreaElement).value).toBe('Atendemos das 8h às 18h.');
  });
});

describe('composer: message mode and note mode (spec §4)', () => {
  it('sends a message to the customer with a client id', async () => {
    renderPane();
    write('Mensagem para o cliente', 'Bom dia!');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: '/api/v1/message', body: { protocol_id: 5, text: 'Bom dia!' } });
    expect(String(sent[0]?.body.client_id)).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect((textbox('Mensagem para o cliente') as HTMLTextAreaElement).value).toBe(''));
  });

  it('writes a note in note mode and never sends it to the customer', async () => {
    renderPane();
    fireEvent.click(screen.getByText('Nota interna'));
    expect(screen.getByText('A nota fica no protocolo e não é enviada ao cliente.')).toBeTruthy();
    write('Nota interna', 'Cliente VIP');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar nota' }));
    await screen.findByText('Nota adicionada.');
    expect(sent).toEqual([{ url: '/api/v1/note', method: 'POST', body: { protocol_id: 5, text: 'Cliente VIP' } }]);
  });

  it('takes no message on a closed protocol, but still a note', () => {
    renderPane(4);
    expect(screen.getByText('Este protocolo está finalizado: não é possível enviar mensagens.')).toBeTruthy();
    expect((textbox('Mensagem para o cliente') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Nota interna'));
    expect((textbox('Nota interna') as HTMLTextAreaElement).disabled).toBe(false);
  });

  it('shows the blocked-word answer and keeps the text', async () => {
    const offensive = 'Palavra ofensiva detectada: a mensagem não foi enviada.';
    answerMessage = () =>
      jsonResponse(400, { error: { code: 'validation', message: 'Dados inválidos.', fields: { text: offensive } } });
    renderPane();
    write('Mensagem para o cliente', 'palavrão aqui');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText(offensive);
    await waitFor(() =>
      expect((textbox('Mensagem para o cliente') as HTMLTextAreaElement).value).toBe('palavrão aqui'),
    );
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('offers a retry after a failed send, with the same client id', async () => {
    answerMessage = (body, attempt) =>
      attempt === 1
        ? jsonResponse(503, { error: { code: 'internal', message: 'Indisponível' } })
        : jsonResponse(200, messageWith({ protocol_id: 5, direction: 'out', text: String(body.text) }));
    renderPane();
    write('Mensagem para o cliente', 'Já verifico');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Erro ao enviar a mensagem.');
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body.client_id).toBe(sent[0]?.body.client_id);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull());
  });
});
