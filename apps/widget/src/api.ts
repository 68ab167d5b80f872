import type { WidgetConfig, WidgetMessage } from '@contact/domain/widget';

/** A refused call: the server's translated message and, for a form, the message of each field. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type WidgetApi = ReturnType<typeof createApi>;

/** The widget's calls to the server it was loaded from. */
export function createApi(base: string, key: string, locale: string) {
  let token: string | null = null;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('accept-language', locale);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await fetch(`${base}${path}`, { ...init, headers });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = (body as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
      throw new WidgetApiError(response.status, error?.message ?? response.statusText, error?.fields);
    }
    return body as T;
  }

  return {
    setToken(value: string | null) {
      token = value;
    },
    config: () => call<WidgetConfig>(`/api/v1/widget/${encodeURIComponent(key)}/config`),
    start: (form: { name: string; email: string; phone: string }) =>
      call<{ token: string; name: string }>(`/api/v1/widget/${encodeURIComponent(key)}/conversation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(form),
      }),
    send(clientId: string, text: string, files: File[]) {
      const form = new FormData();
      form.set('client_id', clientId);
      form.set('text', text);
      for (const file of files) form.append('files', file, file.name);
      return call<WidgetMessage>('/api/v1/widget/messages', { method: 'POST', body: form });
    },
    messages: (query: { after?: number; before?: number }) => {
      const search = new URLSearchParams();
      if (query.after !== undefined) search.set('after', String(query.after));
      if (query.before !== undefined) search.set('before', String(query.before));
      return call<{ messages: WidgetMessage[]; hasMore: boolean }>(`/api/v1/widget/messages?${search}`);
    },
  };
}
