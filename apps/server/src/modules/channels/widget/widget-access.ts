import { isOriginAllowed } from '@contact/domain/widget';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAttemptLimiter } from '../../../platform/auth/rate-limit';
import type { CustomerTokenPayload } from '../../../platform/auth/customer-tokens';
import { AppError } from '../../../platform/errors';
import type { Widget } from '../../settings/lookups/routing.lookup';
import { activeWidget } from '../../settings/lookups/widget.lookup';

export type WidgetCustomer = CustomerTokenPayload & { widget: Widget };

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * A page may use the widget when it is the app's own (the demo page), when the browser
 * sent no Origin (not a cross-site call), or when the widget's allowed domains list it.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, widget: Widget): boolean {
  return !origin || sameHost(origin, host) || isOriginAllowed(origin, widget.allowedDomains);
}

export function assertOrigin(request: FastifyRequest, widget: Widget) {
  if (!originAllowed(request.headers.origin, request.headers.host, widget))
    throw new AppError('forbidden', 'errors.originNotAllowed');
}

/** The customer behind the request's bearer token, on an active widget their page may use. */
export async function customerOf(app: FastifyInstance, request: FastifyRequest): Promise<WidgetCustomer> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  const customer = token ? await app.customerTokens.verify(token) : null;
  const found = customer ? await activeWidget(app.db, customer.companyId, customer.widgetId) : null;
  if (!customer || !found) throw new AppError('unauthenticated', 'errors.unauthenticated');
  assertOrigin(request, found.widget);
  return { ...customer, widget: found.widget };
}

/** Answers the embedding page's cross-site calls: the widget's own checks decide what it may do. */
export function allowCrossSite(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  if (!origin) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('vary', 'Origin');
}

/**
 * Requests per client address in a fixed window; the public endpoints answer 429 past it.
 * Kept in memory per process.
 */
export function createRequestLimit(options: { maxRequests: number; windowMs: number }) {
  const limiter = createAttemptLimiter({ maxAttempts: options.maxRequests, windowMs: options.windowMs });
  return (key: string) => {
    const blocked = limiter.blockedFor(key);
    if (blocked) throw new AppError('too_many_attempts', 'errors.tooManyRequests', { minutes: blocked });
    limiter.fail(key);
  };
}
