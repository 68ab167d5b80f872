import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback, readBody, sendJson } from './http-stub';

/** One call the Graph API server received. */
export type GraphCall = {
  method: string;
  path: string;
  authorization: string | null;
  /** The JSON body of a message send, or the form fields of a media upload. */
  body: Record<string, unknown> | null;
  file?: { name: string; type: string; size: number };
  /** The status a message send was answered with. */
  status?: number;
  /** The id (wamid) an accepted message send was answered with. */
  messageId?: string;
};

type Failure = { status: number; body: Record<string, unknown>; applies?: (send: Record<string, unknown>) => boolean };
/** A message template as the local Graph API keeps it, per WhatsApp Business Account. */
export type StoredTemplate = {
  id: string;
  businessAccountId: string;
  name: string;
  language: string;
  category: string;
  status: string;
  rejected_reason?: string;
  components: Record<string, unknown>[];
};

/** Which sends a failure is for; all of them when left out. */
export type SendMatcher = (send: Record<string, unknown>) => boolean;

/** Meta's error shape for a server fault (https://developers.facebook.com/docs/graph-api/guides/error-handling). */
const serverFault: Failure = {
  status: 500,
  body: { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1, fbtrace_id: 'Atest' } },
};

/** Meta's answer to a second template of the same name and language. */
const templateExists = {
  error: {
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    error_subcode: 2388024,
    error_user_title: 'Message template already exists',
    error_user_msg: 'There is already content for this template in this language.',
    fbtrace_id: 'Atest',
  },
};

/**
 * A local stand-in for Meta's Graph API as the WhatsApp Cloud API documents it:
 * `POST /{version}/{phone-number-id}/messages` answers `{ messaging_product, contacts, messages: [{ id }] }`,
 * `POST /{version}/{phone-number-id}/media` (multipart) answers `{ id }`, `GET /{version}/{media-id}`
 * answers the file's short-lived `url`, which serves the bytes with the same bearer token.
 * Message templates: `POST /{version}/{waba-id}/message_templates` answers `{ id, status: 'PENDING', category }`
 * (a repeated name and language is refused), `POST /{version}/{template-id}` edits one back to PENDING,
 * `GET /{version}/{waba-id}/message_templates` lists them in pages (`paging.cursors.after`, `paging.next`).
 * It records every call and can be told to fail the next sends or template submissions.
 */
export async function startGraphServer(options: { accessToken?: string } = {}) {
  const calls: GraphCall[] = [];
  const media = new Map<string, { content: Buffer; mimeType: string }>();
  const brokenMedia = new Set<string>();
  const failures: Failure[] = [];
  const templates = new Map<string, StoredTemplate>();
  const templateRefusals: Omit<Failure, 'applies'>[] = [];
  let templatePageSize = 100;
  let templateSequence = 0;

  const publicTemplate = ({ businessAccountId: _account, ...template }: StoredTemplate) => template;

  function addTemplate(template: Omit<StoredTemplate, 'id'>): string {
    templateSequence += 1;
    const id = `${9_000_000_000 + templateSequence}`;
    templates.set(id, { ...template, id });
    return id;
  }

  function createTemplate(businessAccountId: string, body: Record<string, unknown>, response: ServerResponse) {
    const refusal = templateRefusals.shift();
    if (refusal) return sendJson(response, refusal.status, refusal.body);
    const exists = [...templates.values()].some(
      (item) =>
        item.businessAccountId === businessAccountId && item.name === body.name && item.language === body.language,
    );
    if (exists) return sendJson(response, 400, templateExists);
    const category = String(body.category);
    const id = addTemplate({
      businessAccountId,
      name: String(body.name),
      language: String(body.language),
      category,
      status: 'PENDING',
      components: (body.components ?? []) as Record<string, unknown>[],
    });
    return sendJson(response, 200, { id, status: 'PENDING', category });
  }

  function listTemplates(businessAccountId: string, url: URL, response: ServerResponse) {
    const all = [...templates.values()].filter((item) => item.businessAccountId === businessAccountId);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 25), templatePageSize);
    const start = Number(url.searchParams.get('after') ?? 0);
    const page = all.slice(start, start + limit);
    const after = String(start + page.length);
    const more = start + page.length < all.length;
    return sendJson(response, 200, {
      data: page.map(publicTemplate),
      paging: {
        cursors: { before: String(start), after },
        ...(more ? { next: `${base}${url.pathname}?limit=${limit}&after=${after}` } : {}),
      },
    });
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) =>
      sendJson(response, 500, { error: { message: String(error) } }),
    );
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(request);
    const authorization = request.headers.authorization ?? null;
    const call: GraphCall = { method: request.method ?? 'GET', path: url.pathname, authorization, body: null };
    calls.push(call);
    // Without a token of its own it takes any bearer token (numbers made up by generic tests).
    const accepted = options.accessToken ? authorization === `Bearer ${options.accessToken}` : !!authorization;
    if (!accepted) {
      sendJson(response, 401, {
        error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 },
      });
      return;
    }
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments[0] === 'download' && segments[1]) {
      const file = media.get(segments[1]);
      if (!file) return sendJson(response, 404, { error: { message: 'Media not found', code: 100 } });
      response.writeHead(200, { 'content-type': file.mimeType });
      response.end(file.content);
      return;
    }
    const [, target, edge] = segments;
    if (target && edge === 'message_templates') {
      if (request.method === 'GET') return listTemplates(target, url, response);
      call.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      return createTemplate(target, call.body, response);
    }
    const edited = target && !edge ? templates.get(target) : undefined;
    if (request.method === 'POST' && edited) {
      call.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      const components = (call.body.components ?? edited.components) as Record<string, unknown>[];
      templates.set(edited.id, { ...edited, components, status: 'PENDING', rejected_reason: undefined });
      return sendJson(response, 200, { success: true });
    }
    if (request.method === 'POST' && edge === 'messages') {
      call.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      const index = failures.findIndex((item) => !item.applies || item.applies(call.body ?? {}));
      const failure = index >= 0 ? failures.splice(index, 1)[0] : undefined;
      call.status = failure?.status ?? 200;
      if (failure) return sendJson(response, failure.status, failure.body);
      const to = String(call.body.to);
      call.messageId = `wamid.${randomBytes(12).toString('base64url')}`;
      return sendJson(response, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: call.messageId }],
      });
    }
    if (request.method === 'POST' && edge === 'media') {
      const form = await new Request('http://127.0.0.1/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      }).formData();
      const file = form.get('file');
      call.body = { messaging_product: form.get('messaging_product'), type: form.get('type') };
      if (file instanceof File) call.file = { name: file.name, type: file.type, size: file.size };
      return sendJson(response, 200, { id: `${Date.now()}${calls.length}` });
    }
    if (request.method === 'GET' && target && !edge) {
      if (brokenMedia.has(target))
        return sendJson(response, 500, { error: { message: 'Service unavailable', code: 2 } });
      const file = media.get(target);
      if (!file) return sendJson(response, 404, { error: { message: 'Unsupported get request.', code: 100 } });
      return sendJson(response, 200, {
        messaging_product: 'whatsapp',
        url: `${base}/download/${target}`,
        mime_type: file.mimeType,
        sha256: 'test',
        file_size: String(file.content.length),
        id: target,
      });
    }
    sendJson(response, 404, { error: { message: 'Unknown path', code: 100 } });
  }

  const base = await listenOnLoopback(server);

  return {
    url: base,
    calls,
    /** Message sends Meta accepted. */
    sentMessages: () => calls.filter((call) => call.path.endsWith('/messages') && call.status === 200),
    /** A file a customer sent, as Meta keeps it for download. */
    addMedia(id: string, content: Buffer, mimeType: string) {
      media.set(id, { content, mimeType });
    },
    /** A customer's file Meta fails to give (500) every time it is asked for. */
    breakMedia(id: string) {
      brokenMedia.add(id);
    },
    /** The next `times` sends (of those matching) answer 500. */
    failNext(times: number, applies?: SendMatcher) {
      for (let index = 0; index < times; index += 1) failures.push({ ...serverFault, applies });
    },
    /** The next send (of those matching) is refused with Meta's error body. */
    refuseNext(status: number, body: Record<string, unknown>, applies?: SendMatcher) {
      failures.push({ status, body, applies });
    },
    /** Templates Meta keeps (submitted here or made in Meta's manager). */
    templates: () => [...templates.values()],
    /** A template made in Meta's manager, not through the platform. */
    addTemplate,
    /** Meta's review of a template: approved, or rejected with its reason. */
    reviewTemplate(id: string, status: string, reason?: string) {
      const template = templates.get(id);
      if (!template) throw new Error(`no template ${id}`);
      templates.set(id, { ...template, status, rejected_reason: reason });
    },
    /** The next template submission is refused with Meta's error body. */
    refuseNextTemplate(status: number, body: Record<string, unknown>) {
      templateRefusals.push({ status, body });
    },
    /** Fewer templates per page, so listing them takes several pages. */
    pageTemplatesBy(size: number) {
      templatePageSize = size;
    },
    /** Clears failures still pending. */
    recover() {
      failures.length = 0;
      templateRefusals.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GraphServer = Awaited<ReturnType<typeof startGraphServer>>;
