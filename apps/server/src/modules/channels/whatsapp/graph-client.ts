import { ProviderError } from '../channel-adapter';

/** Meta's error body: `{ error: { message, code, error_data: { details } } }`. */
type GraphErrorBody = { error?: { message?: unknown; error_data?: { details?: unknown } } };

export type GraphClient = ReturnType<typeof createGraphClient>;

const requestTimeoutMs = 20_000;

/** The reason an agent reads: Meta's message, with its details when they add something. */
function reasonOf(status: number, body: unknown): string {
  const error = (body as GraphErrorBody | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const details = error?.error_data?.details;
  return typeof details === 'string' && details && !message.includes(details) ? `${message}: ${details}` : message;
}

/** 5xx and 429 are Meta's own trouble or throttling: tried again. Other refusals are final. */
const isRetryable = (status: number) => status >= 500 || status === 429;

async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
  } catch (error) {
    throw new ProviderError(error instanceof Error ? error.message : String(error), true);
  }
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  throw new ProviderError(reasonOf(response.status, body), isRetryable(response.status));
}

/** The few Graph API calls the WhatsApp Cloud API channel makes, with the number's token. */
export function createGraphClient(options: { baseUrl: string; version: string; accessToken: string }) {
  const authorization = { authorization: `Bearer ${options.accessToken}` };
  const endpoint = (path: string) => `${options.baseUrl}/${options.version}/${path}`;

  return {
    /** POST /{phone-number-id}/messages: answers the new message's id (wamid). */
    async sendMessage(phoneNumberId: string, body: Record<string, unknown>): Promise<string> {
      const response = await call(endpoint(`${encodeURIComponent(phoneNumberId)}/messages`), {
        method: 'POST',
        headers: { ...authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { messages?: { id?: unknown }[] };
      const id = answer.messages?.[0]?.id;
      if (typeof id !== 'string') throw new ProviderError('WhatsApp answered without a message id', true);
      return id;
    },

    /** GET /{media-id} then its short-lived URL, both with the token: the file a customer sent. */
    async downloadMedia(mediaId: string): Promise<{ content: Buffer; mimeType: string }> {
      const described = await call(endpoint(encodeURIComponent(mediaId)), { headers: authorization });
      const media = (await described.json()) as { url?: unknown; mime_type?: unknown };
      if (typeof media.url !== 'string') throw new ProviderError('WhatsApp answered without a media URL', true);
      const file = await call(media.url, { headers: authorization });
      return {
        content: Buffer.from(await file.arrayBuffer()),
        mimeType: typeof media.mime_type === 'string' ? media.mime_type : 'application/octet-stream',
      };
    },

    /** POST /{phone-number-id}/media (multipart): answers the media id to send by. */
    async uploadMedia(phoneNumberId: string, file: { content: Buffer; name: string; type: string }): Promise<string> {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      form.set('type', file.type);
      form.set('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
      const response = await call(endpoint(`${encodeURIComponent(phoneNumberId)}/media`), {
        method: 'POST',
        headers: authorization,
        body: form,
      });
      const answer = (await response.json()) as { id?: unknown };
      if (typeof answer.id !== 'string') throw new ProviderError('WhatsApp answered without a media id', true);
      return answer.id;
    },
  };
}
