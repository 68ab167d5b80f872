import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback, readBody, sendJson } from './http-stub';

/** One call the gateway received. */
export type GatewayCall = { method: string; path: string; apikey: string | null; body: Record<string, unknown> | null };

type Instance = { name: string; token: string; state: 'open' | 'connecting' | 'close'; webhookUrl: string | null };

/** Evolution's error shape: `{ status, error, response: { message: [..] } }`. */
const refusal = (status: number, error: string, message: string) => ({
  status,
  error,
  response: { message: [message] },
});

/** A 1×1 PNG: what a QR code looks like on the wire (a data URL). */
const qrImage =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * A local stand-in for a gateway speaking Evolution API v2's REST shape, every call with the
 * `apikey` header (the global key, or an instance's own token):
 * `POST /instance/create` `{ instanceName, token, qrcode, integration, webhook: { url, events } }`
 * answers `{ instance: { instanceName, status: 'created' }, hash: { apikey }, qrcode: { base64, pairingCode, code } }`;
 * `GET /instance/connectionState/{instance}` answers `{ instance: { instanceName, state } }` (404 when unknown);
 * `GET /instance/connect/{instance}` answers `{ code, base64, pairingCode, count }` or, once open, the state;
 * `DELETE /instance/logout/{instance}`; `POST /message/sendText/{instance}` `{ number, text }` answers
 * `{ key: { remoteJid, fromMe: true, id }, status: 'PENDING' }`. Webhooks go back to the instance's
 * URL as `{ event, instance, data, apikey }`. It can be told to fail (as if its WhatsApp side broke).
 */
export async function startEvolutionGateway(options: { apiKey: string }) {
  const calls: GatewayCall[] = [];
  const instances = new Map<string, Instance>();
  let failure: { status: number; message: string } | null = null;
  let qrCount = 0;

  const pairingAnswer = () => {
    qrCount += 1;
    return { pairingCode: 'WZYEH1YY', code: `2@qr-${qrCount}`, base64: qrImage, count: qrCount };
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://gateway');
    const apikey = typeof request.headers.apikey === 'string' ? request.headers.apikey : null;
    const body = raw.length > 0 ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : null;
    calls.push({ method: request.method ?? 'GET', path: url.pathname, apikey, body });
    if (failure)
      return sendJson(response, failure.status, refusal(failure.status, 'Internal Server Error', failure.message));
    const [, area, action, name] = url.pathname.split('/').map(decodeURIComponent);
    const instance = name ? instances.get(name) : undefined;
    const allowed = apikey === options.apiKey || (instance !== undefined && apikey === instance.token);
    if (!allowed) return sendJson(response, 401, refusal(401, 'Unauthorized', 'Unauthorized'));

    if (request.method === 'POST' && area === 'instance' && action === 'create') {
      const instanceName = String(body?.instanceName ?? '');
      if (instances.has(instanceName))
        return sendJson(response, 403, refusal(403, 'Forbidden', `This name "${instanceName}" is already in use.`));
      const webhook = (body?.webhook ?? {}) as { url?: string };
      const created: Instance = {
        name: instanceName,
        token: typeof body?.token === 'string' ? body.token : randomBytes(8).toString('hex'),
        state: 'connecting',
        webhookUrl: webhook.url ?? null,
      };
      instances.set(instanceName, created);
      return sendJson(response, 201, {
        instance: {
          instanceName,
          instanceId: randomBytes(8).toString('hex'),
          integration: 'WHATSAPP-BAILEYS',
          status: 'created',
        },
        hash: { apikey: created.token },
        qrcode: pairingAnswer(),
      });
    }
    if (area === 'instance' && !instance)
      return sendJson(response, 404, refusal(404, 'Not Found', `The "${name}" instance does not exist`));
    if (request.method === 'GET' && area === 'instance' && action === 'connectionState' && instance)
      return sendJson(response, 200, { instance: { instanceName: instance.name, state: instance.state } });
    if (request.method === 'GET' && area === 'instance' && action === 'connect' && instance) {
      if (instance.state === 'open')
        return sendJson(response, 200, { instance: { instanceName: instance.name, state: 'open' } });
      instance.state = 'connecting';
      return sendJson(response, 200, pairingAnswer());
    }
    if (request.method === 'DELETE' && area === 'instance' && action === 'logout' && instance) {
      instance.state = 'close';
      return sendJson(response, 200, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
    }
    if (request.method === 'POST' && area === 'message' && action === 'sendText') {
      if (!instance || instance.state !== 'open')
        return sendJson(response, 400, refusal(400, 'Bad Request', 'Connection Closed'));
      const id = `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
      return sendJson(response, 201, {
        key: { remoteJid: `${String(body?.number)}@s.whatsapp.net`, fromMe: true, id },
        pushName: '',
        status: 'PENDING',
        message: { conversation: body?.text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
      });
    }
    return sendJson(response, 404, refusal(404, 'Not Found', `Cannot ${request.method} ${url.pathname}`));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  const url = await listenOnLoopback(server);

  /** Posts one webhook as the gateway does, with the instance's key unless told otherwise. */
  async function postEvent(instanceName: string, event: string, data: unknown, apikey?: string) {
    const instance = instances.get(instanceName);
    if (!instance?.webhookUrl) throw new Error(`no webhook for ${instanceName}`);
    return fetch(instance.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event,
        instance: instanceName,
        data,
        destination: instance.webhookUrl,
        date_time: new Date().toISOString(),
        server_url: url,
        apikey: apikey ?? instance.token,
      }),
    });
  }

  return {
    url,
    calls,
    instances,
    /** Every call fails with this status and message until `recover`. */
    fail(status: number, message: string) {
      failure = { status, message };
    },
    recover() {
      failure = null;
    },
    /** The phone scanned the QR code: the instance opens and says so. */
    async scan(instanceName: string) {
      const instance = instances.get(instanceName);
      if (instance) instance.state = 'open';
      return postEvent(instanceName, 'connection.update', { instance: instanceName, state: 'open', statusReason: 200 });
    },
    /** A customer writes to the paired number. */
    customerWrites(
      instanceName: string,
      message: { from: string; name: string; text: string; id: string },
      apikey?: string,
    ) {
      return postEvent(
        instanceName,
        'messages.upsert',
        {
          key: { remoteJid: `${message.from}@s.whatsapp.net`, fromMe: false, id: message.id },
          pushName: message.name,
          message: { conversation: message.text },
          messageType: 'conversation',
          messageTimestamp: Math.floor(Date.now() / 1000),
        },
        apikey,
      );
    },
    /** A receipt for a message the company sent (Baileys' acks: DELIVERY_ACK, READ …). */
    receipt(instanceName: string, id: string, status: string) {
      return postEvent(instanceName, 'messages.update', {
        keyId: id,
        remoteJid: '5511987654321@s.whatsapp.net',
        fromMe: true,
        status,
      });
    },
    postEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type EvolutionGateway = Awaited<ReturnType<typeof startEvolutionGateway>>;
