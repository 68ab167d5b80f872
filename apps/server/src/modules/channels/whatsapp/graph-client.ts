import { ProviderError } from '../channel-adapter';

/** Meta's error body: `{ error: { message, code, error_data: { details }, error_user_msg } }`. */
type GraphErrorBody = { error?: { message?: unknown; error_data?: { details?: unknown }; error_user_msg?: unknown } };

export type GraphClient = ReturnType<typeof createGraphClient>;

/** A message template as Meta lists it (`GET /{waba-id}/message_templates`). */
export type MetaTemplate = {
  id: string;
  name: string;
  language: string;
  status: string;
  category?: string;
  rejected_reason?: string;
  components?: Record<string, unknown>[];
};

/** One page of templates and the cursor of the next, if any. */
type TemplatePage = { data?: MetaTemplate[]; paging?: { cursors?: { after?: string }; next?: string } };

const templateFields = 'id,name,language,status,category,rejected_reason,components';

const requestTimeoutMs = 20_000;

/** The reason an agent reads: Meta's message, with its details when they add something. */
function reasonOf(status: number, body: unknown): string {
  const error = (body as GraphErrorBody | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  // Template refusals explain themselves in `error_user_msg` rather than in `error_data`.
  const details = error?.error_data?.details ?? error?.error_user_msg;
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

  const postJson = (path: string, body: Record<string, unknown>) =>
    call(endpoint(path), {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    /** POST /{waba-id}/message_templates: Meta answers the new template's id and review status. */
    async createTemplate(
      businessAccountId: string,
      body: Record<string, unknown>,
    ): Promise<{ id: string; status: string }> {
      const response = await postJson(`${encodeURIComponent(businessAccountId)}/message_templates`, body);
      const answer = (await response.json()) as { id?: unknown; status?: unknown };
      if (typeof answer.id !== 'string') throw new ProviderError('WhatsApp answered without a template id', true);
      return { id: answer.id, status: typeof answer.status === 'string' ? answer.status : 'PENDING' };
    },

    /** POST /{template-id}: a changed template goes back to review. */
    async editTemplate(templateId: string, body: Record<string, unknown>): Promise<void> {
      await postJson(encodeURIComponent(templateId), body);
    },

    /** GET /{waba-id}/message_templates, every page. */
    async listTemplates(businessAccountId: string): Promise<MetaTemplate[]> {
      const templates: MetaTemplate[] = [];
      let after: string | undefined;
      do {
        const query = new URLSearchParams({ fields: templateFields, limit: '100', ...(after ? { after } : {}) });
        const response = await call(
          endpoint(`${encodeURIComponent(businessAccountId)}/message_templates?${query.toString()}`),
          { headers: authorization },
        );
        const page = (await response.json()) as TemplatePage;
        templates.push(...(page.data ?? []));
        after = page.paging?.next ? page.paging.cursors?.after : undefined;
      } while (after);
      return templates;
    },

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
