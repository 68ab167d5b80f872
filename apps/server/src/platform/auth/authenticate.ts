import type { Locale } from '@contact/domain/locales';
import { localeSchema, pickLocale } from '@contact/domain/locales';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { companies, sessions, users } from '../../db/schema';
import { AppError } from '../errors';
import { createSessionCache, type SessionCache, type VerifiedSession } from './session-cache';
import type { TokenSigner } from './tokens';

/** Who is calling: set on every request of a route whose contract needs authentication. */
export type AuthContext = {
  sessionId: string;
  userId: number;
  companyId: number;
  role: number;
  name: string;
  email: string;
  twoFactorAuthenticated: boolean;
  needTwoFactorAuthentication: boolean;
};

export type RouteAuthConfig = { auth: boolean; allowedBeforeTwoFactor: boolean };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's own interface
  interface FastifyRequest {
    auth: AuthContext | null;
    locale: Locale;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's own interface
  interface FastifyInstance {
    /** Verified sessions of this process; whatever ends or changes a session forgets it here. */
    sessionCache: SessionCache;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's own interface
  interface FastifyContextConfig {
    auth?: boolean;
    allowedBeforeTwoFactor?: boolean;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** How long this process trusts a verified session without asking the database again. */
export const sessionCacheSeconds = 10;

/** Resolves a token to its live session: signature, expiry, revocation, active user. */
export async function resolveSession(
  db: Database,
  signer: TokenSigner,
  token: string | null,
): Promise<VerifiedSession | null> {
  if (!token) return null;
  const payload = await signer.verify(token);
  if (!payload) return null;
  const [row] = await db
    .select({
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      twoFactorAuthenticated: sessions.twoFactorAuthenticated,
      active: users.active,
      role: users.profile,
      name: users.name,
      email: users.email,
      language: users.language,
      twoFactorEnabled: users.twoFactorEnabled,
      requireTwoFactor: companies.requireTwoFactor,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(eq(sessions.id, payload.sessionId))
    .limit(1);
  const expiresAt = row ? new Date(row.expiresAt).getTime() : 0;
  if (!row || row.revokedAt || !row.active || expiresAt <= Date.now()) return null;
  const context: AuthContext = {
    sessionId: payload.sessionId,
    userId: payload.userId,
    companyId: payload.companyId,
    role: row.role,
    name: row.name,
    email: row.email,
    twoFactorAuthenticated: row.twoFactorAuthenticated,
    needTwoFactorAuthentication: row.twoFactorEnabled || row.requireTwoFactor,
  };
  const language = localeSchema.safeParse(row.language);
  return { context, language: language.success ? language.data : null, expiresAt };
}

export const twoFactorPending = (auth: AuthContext) => auth.needTwoFactorAuthentication && !auth.twoFactorAuthenticated;

/** The session of a token, from this process's cache when it was verified a moment ago. */
export const verifySession = (app: FastifyInstance, token: string | null) =>
  app.sessionCache.resolve(token, (candidate) => resolveSession(app.db, app.tokens, candidate));

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const session = await verifySession(app, bearerToken(request.headers.authorization));
  if (!session) throw new AppError('unauthenticated', 'errors.unauthenticated');
  if (session.language) request.locale = session.language;
  request.auth = session.context;
  if (twoFactorPending(session.context) && !request.routeOptions.config.allowedBeforeTwoFactor) {
    throw new AppError('two_factor_required', 'errors.twoFactorRequired');
  }
}

/** Sets the request's language and, on routes that need it, who is calling. */
export const authenticationPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('sessionCache', createSessionCache({ ttlMs: sessionCacheSeconds * 1000, maxEntries: 50_000 }));
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'pt-BR');
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
    if (request.routeOptions.config.auth) await authenticate(app, request);
  });
});
