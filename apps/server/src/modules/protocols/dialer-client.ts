import type { DialerEndpoint } from '../settings/lookups/dialer.lookup';

/**
 * The product's click-to-call contract with a dialer (docs/dialer.md): `POST <url>/calls`
 * rings the agent's extension, then the number, and bridges them.
 */
export type DialerCall = { extension: string; number: string; protocolNumber: string; reference: string };

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

/** Asks the dialer to place the call; answers its call id, or throws a DialerError. */
export async function placeDialerCall(dialer: DialerEndpoint, call: DialerCall): Promise<{ callId: string | null }> {
  let response: Response;
  try {
    response = await fetch(`${dialer.url.replace(/\/+$/, '')}/calls`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(dialer.token ? { authorization: `Bearer ${dialer.token}` } : {}),
      },
      body: JSON.stringify({
        extension: call.extension,
        number: call.number,
        protocol_number: call.protocolNumber,
        reference: call.reference,
        ...(dialer.username ? { username: dialer.username } : {}),
      }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    throw new DialerError(networkReason(error));
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new DialerError(reasonOf(response.status, text));
  return { callId: callIdOf(text) };
}
