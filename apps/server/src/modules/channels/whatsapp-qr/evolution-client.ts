import { ProviderError } from '../channel-adapter';

/** The webhook events a paired number's instance posts back. */
const webhookEvents = ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT', 'MESSAGES_UPDATE'];

const requestTimeoutMs = 20_000;

/** What the gateway answers while a number is pairing, or once it is connected. */
export type GatewayConnection = {
  state: string | null;
  qr: string | null;
  pairingCode: string | null;
};

/** A gateway's error text: Evolution answers `{ status, error, response: { message: [..] } }`. */
function reasonOf(status: number, body: unknown): string {
  const answer = (body ?? {}) as { error?: unknown; message?: unknown; response?: { message?: unknown } };
  const detail = answer.response?.message ?? answer.message;
  const texts = (Array.isArray(detail) ? detail : [detail]).filter((item): item is string => typeof item === 'string');
  if (texts.length > 0) return texts.join('; ');
  return typeof answer.error === 'string' ? answer.error : `HTTP ${status}`;
}

/** The gateway's own trouble or throttling: tried again. Other refusals are final. */
const isRetryable = (status: number) => status >= 500 || status === 429;

/** The gateway refused because the instance does not exist (yet). */
export class InstanceMissing extends ProviderError {}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The calls a number paired by QR code makes to a gateway speaking Evolution API v2's REST
 * shape, every one with the `apikey` header.
 */
export function createEvolutionClient(options: { baseUrl: string; apiKey: string; instance: string }) {
  const root = options.baseUrl.replace(/\/+$/, '');
  const instance = encodeURIComponent(options.instance);

  async function call(method: string, path: string, body?: Record<string, unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: { apikey: options.apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new ProviderError(`${error instanceof Error ? error.message : String(error)}${cause}`, true);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return answer;
    const reason = reasonOf(response.status, answer);
    if (response.status === 404) throw new InstanceMissing(reason, false);
    throw new ProviderError(reason, isRetryable(response.status));
  }

  const connectionOf = (answer: unknown): GatewayConnection => {
    const body = (answer ?? {}) as {
      instance?: { state?: unknown };
      qrcode?: { base64?: unknown; pairingCode?: unknown };
      base64?: unknown;
      pairingCode?: unknown;
    };
    const qr = text(body.base64) ?? text(body.qrcode?.base64);
    return {
      state: text(body.instance?.state) ?? (qr ? 'connecting' : null),
      qr,
      pairingCode: text(body.pairingCode) ?? text(body.qrcode?.pairingCode),
    };
  };

  return {
    /** POST /instance/create: a Baileys instance whose webhook posts to `webhookUrl`, keyed by our API key. */
    async createInstance(webhookUrl: string): Promise<GatewayConnection> {
      const answer = await call('POST', '/instance/create', {
        instanceName: options.instance,
        token: options.apiKey,
        qrcode: true,
        integration: 'WHATSAPP-BAILEYS',
        webhook: { url: webhookUrl, byEvents: false, base64: true, events: webhookEvents },
      });
      return connectionOf(answer);
    },

    /** GET /instance/connectionState/{instance}: open, connecting or close. */
    async connectionState(): Promise<string | null> {
      return connectionOf(await call('GET', `/instance/connectionState/${instance}`)).state;
    },

    /** GET /instance/connect/{instance}: the QR code (and pairing code) to scan, or the open state. */
    async connect(): Promise<GatewayConnection> {
      return connectionOf(await call('GET', `/instance/connect/${instance}`));
    },

    /** DELETE /instance/logout/{instance}. */
    async logout(): Promise<void> {
      await call('DELETE', `/instance/logout/${instance}`);
    },

    /** POST /message/sendText/{instance}: answers the message's id (`key.id`). */
    async sendText(number: string, message: string): Promise<string> {
      const answer = (await call('POST', `/message/sendText/${instance}`, { number, text: message })) as {
        key?: { id?: unknown };
      } | null;
      const id = text(answer?.key?.id);
      if (!id) throw new ProviderError('The gateway answered without a message id', true);
      return id;
    },
  };
}

export type EvolutionClient = ReturnType<typeof createEvolutionClient>;
