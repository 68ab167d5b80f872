import { z } from 'zod';
import type { DialerEndpoint } from '../settings/lookups/dialer.lookup';

/**
 * The product's contract with a dialer (docs/dialer.md): `POST <url>/calls` rings the agent's
 * extension, then the number, and bridges them; `GET <url>/campaigns` lists its campaigns.
 */
export type DialerCall = { extension: string; number: string; protocolNumber: string; reference: string };

/** A campaign the dialer runs (`GET <url>/campaigns`). */
export type DialerCampaign = { id: string; name: string; active: boolean };

/** The dialer refused the call or could not be reached; `reason` is its own text. */
export class DialerError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const requestTimeoutMs = 5_000;
const reasonLength = 500;

/** The dialer's words for a refusal: a JSON `message` or `error` when it sends one, else its text. */
function reasonOf(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const error = body.error as { message?: unknown } | string | undefined;
    for (const candidate of [body.message, typeof error === 'string' ? error : error?.message]) {
      if (typeof candidate === 'string' && candidate.trim()) return candidate.trim().slice(0, reasonLength);
    }
  } catch {
    // Not JSON: the text itself is the reason.
  }
  return text.trim().slice(0, reasonLength) || `HTTP ${status}`;
}

/** Why the request did not get an answer: the network's code (ECONNREFUSED ...) or a timeout. */
function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer in ${requestTimeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/** The call's id when the dialer answers one (`id` or `call_id`), else null. */
function callIdOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { id?: unknown; call_id?: unknown };
    const id = body.call_id ?? body.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

type DialerRequest = { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: object };

/**
 * One request of the product's dialer contract (docs/dialer.md): the configuration's URL and
 * bearer token, 5 s to answer; the text of a 2xx answer, else a DialerError with the reason.
 */
async function requestDialer(dialer: DialerEndpoint, request: DialerRequest): Promise<string> {
  const url = new URL(`${dialer.url.replace(/\/+$/, '')}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body ? { 'content-type': 'application/json' } : {}),
        ...(dialer.token ? { authorization: `Bearer ${dialer.token}` } : {}),
      },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    throw new DialerError(networkReason(error));
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new DialerError(reasonOf(response.status, text));
  return text;
}

/** Asks the dialer to place the call; answers its call id, or throws a DialerError. */
export async function placeDialerCall(dialer: DialerEndpoint, call: DialerCall): Promise<{ callId: string | null }> {
  const text = await requestDialer(dialer, {
    method: 'POST',
    path: '/calls',
    body: {
      extension: call.extension,
      number: call.number,
      protocol_number: call.protocolNumber,
      reference: call.reference,
      ...(dialer.username ? { username: dialer.username } : {}),
    },
  });
  return { callId: callIdOf(text) };
}

const campaignItemSchema = z.object({
  id: z.union([z.string().trim().min(1), z.number()]),
  name: z.string().trim().min(1),
  active: z.boolean().optional(),
  status: z.union([z.string(), z.number(), z.boolean()]).optional(),
});
const activeStatuses = ['active', 'ativo', 'ativa', 'enabled', 'running', 'started', '1', 'true'];

/** A campaign is active by its `active` flag, else by its `status`; one stating neither is active. */
function isActiveCampaign(item: z.infer<typeof campaignItemSchema>): boolean {
  if (item.active !== undefined) return item.active;
  if (item.status === undefined) return true;
  return activeStatuses.includes(String(item.status).trim().toLowerCase());
}

/** The list in the dialer's answer: the body itself, or its `campaigns` or `data`. */
function campaignListOf(text: string): unknown[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DialerError('the answer is not JSON');
  }
  if (Array.isArray(body)) return body;
  const wrapped = body as { campaigns?: unknown; data?: unknown } | null;
  const list = wrapped?.campaigns ?? wrapped?.data;
  if (Array.isArray(list)) return list;
  throw new DialerError('the answer has no campaign list');
}

/** The dialer's campaigns (`GET <url>/campaigns`); items it cannot read are left out. */
export async function listDialerCampaigns(dialer: DialerEndpoint): Promise<DialerCampaign[]> {
  const text = await requestDialer(dialer, {
    method: 'GET',
    path: '/campaigns',
    query: dialer.username ? { username: dialer.username } : {},
  });
  return campaignListOf(text).flatMap((item) => {
    const read = campaignItemSchema.safeParse(item);
    if (!read.success) return [];
    return [{ id: String(read.data.id).trim(), name: read.data.name.trim(), active: isActiveCampaign(read.data) }];
  });
}
