import { apiErrorSchema } from '@contact/domain/errors';
import {
  buildPath,
  type Contract,
  type ContractBodyInput,
  type ContractParams,
  type ContractQuery,
  type ContractQueryInput,
  type ContractResponse,
} from '@contact/domain/http';
import { i18n } from '../i18n/i18n';
import { currentLocale } from '../i18n/language';
import { HttpError } from './http-error';
import { endSession } from './session-end';
import { decodeClaims, needsTwoFactor } from './token-claims';
import { getToken } from './token-store';

/** Spec protocol-inbox §9: every request gives up after 90 s. */
export const requestTimeoutMs = 90_000;

let lastResponseAt: number | null = null;

/** When the server last answered a call successfully (epoch milliseconds), or null. */
export function getLastResponseAt(): number | null {
  return lastResponseAt;
}

type Slot<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** A multipart contract takes its fields as JSON or as form data (files beside them). */
type BodySlot<C extends Contract> =
  | (Slot<'body', ContractBodyInput<C>> & { formData?: FormData })
  | (C['multipart'] extends true ? { body?: undefined; formData: FormData } : never);

export type CallOptions<C extends Contract> = Slot<'params', ContractParams<C>> &
  // Either the parsed form (numbers, lists) or the wire form (strings such as "2024-01-01,").
  Slot<'query', ContractQuery<C> | ContractQueryInput<C>> &
  BodySlot<C> & {
    signal?: AbortSignal;
    /** A token to send instead of the stored one: revoking a session already ended here. */
    token?: string;
  };

type CallArgs<C extends Contract> =
  object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

function urlOf(contract: Contract, params: unknown, query: unknown): string {
  const path = buildPath(contract.path, (params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Stops a call before it leaves when there is no session, or when the stored token still waits for
 * two-factor and the call is not one of the few allowed then (spec protocol-inbox §7, §8).
 */
function guardSession(contract: Contract, token: string | null): void {
  if (!contract.auth) return;
  if (!token) {
    endSession();
    throw new HttpError(401, 'unauthenticated', i18n.t('errors.unauthenticated'));
  }
  const claims = decodeClaims(token);
  if (contract.allowedBeforeTwoFactor || !claims || !needsTwoFactor(claims)) return;
  const message = i18n.t('errors.twoFactorRequired');
  endSession(message);
  throw new HttpError(401, 'two_factor_required', message);
}

function unexpected(response: Response): never {
  throw new HttpError(response.status, 'unexpected', i18n.t('http.unexpected'));
}

async function errorOf(response: Response): Promise<HttpError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return new HttpError(response.status, 'unexpected', i18n.t('http.unexpected'));
  const { code, message, fields } = parsed.data.error;
  return new HttpError(response.status, code, message, fields);
}

function linkAbort(from: AbortSignal | undefined, to: AbortController): void {
  if (!from) return;
  if (from.aborted) to.abort(from.reason);
  else from.addEventListener('abort', () => to.abort(from.reason), { once: true });
}

/** Calls one endpoint of the domain contract with the rules of spec protocol-inbox §7. */
export function call<C extends Contract>(contract: C, ...[options]: CallArgs<C>): Promise<ContractResponse<C>> {
  return send(contract, options, async (response) => {
    const data = response.status === 204 ? undefined : await response.json().catch(() => unexpected(response));
    return data as ContractResponse<C>;
  });
}

/** The same call for an endpoint that answers a file (a PDF export): its content and file name. */
export function download<C extends Contract>(
  contract: C,
  ...[options]: CallArgs<C>
): Promise<{ blob: Blob; filename: string | null }> {
  return send(contract, options, async (response) => {
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), filename };
  });
}

async function send<C extends Contract, T>(
  contract: C,
  options: CallOptions<C> | undefined,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { params, query, body, formData, signal, ...rest } = (options ?? {}) as CallOptions<Contract> & {
    params?: unknown;
    query?: unknown;
    body?: unknown;
  };
  const stored = rest.token === undefined;
  const token = contract.auth ? (rest.token ?? getToken()) : null;
  if (stored) guardSession(contract, token);

  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs);
  linkAbort(signal, controller);

  try {
    const response = await fetch(urlOf(contract, params, query), {
      method: contract.method,
      headers,
      body: formData ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: controller.signal,
    });
    if (!response.ok) {
      const error = await errorOf(response);
      if (response.status === 401 && contract.auth && stored) endSession(error.message);
      throw error;
    }
    const data = await read(response);
    lastResponseAt = Date.now();
    return data;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (timedOut) throw new HttpError(0, 'timeout', i18n.t('http.timeout'));
    if (signal?.aborted) throw error;
    throw new HttpError(0, 'network', i18n.t('http.network'));
  } finally {
    clearTimeout(timer);
  }
}
