import type { Locale } from '@contact/domain/locales';
import { localeSchema, pickLocale } from '@contact/domain/locales';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { companies, sessions, users } from '../../db/schema';
import { AppError } from '../errors';
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

/** Resolves a token to its live session: signature, expiry, revocation, active user. */
export async function resolveSession(db: Database, signer: TokenSigner, token: string | null) {
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
  if (!row || row.revokedAt || !row.active || new Date(row.expiresAt).getTime() <= Date.now()) return null;
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
  return { context, language: language.success ? language.data : null };
}

export const twoFactorPending = (auth: AuthContext) => auth.needTwoFactorAuthentication && !auth.twoFactorAuthenticated;

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const session = await resolveSession(app.db, app.tokens, bearerToken(request.headers.authorization));
  if (!session) throw new AppError('unauthenticated', 'errors.unauthenticated');
  if (session.language) request.locale = session.language;
  request.auth = session.context;
  if (twoFactorPending(session.context) && !request.routeOptions.config.allowedBeforeTwoFactor) {
    throw new AppError('two_factor_required', 'errors.twoFactorRequired');
  }
}

/** Sets the request's language and, on routes that need it, who is calling. */
export const authenticationPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'pt-BR');
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
    if (request.routeOptions.config.auth) await authenticate(app, request);
  });
});
