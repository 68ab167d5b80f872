import { randomUUID } from 'node:crypto';
import type { Session } from '@contact/domain/auth';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import type { TokenSigner } from '../../platform/auth/tokens';
import { getCurrentUser } from '../users/users.service';

type Lifetimes = { sessionHours: number; stayConnectedDays: number };

/** "Stay connected" sessions last days; others end after a working day's hours. */
export function sessionExpiry(lifetimes: Lifetimes, stayConnected: boolean, now = Date.now()): Date {
  const hours = stayConnected ? lifetimes.stayConnectedDays * 24 : lifetimes.sessionHours;
  return new Date(now + hours * 3_600_000);
}

/** Issues a token backed by a session row; the row is what logout revokes. */
export async function openSession(
  deps: { db: Database; tokens: TokenSigner },
  input: {
    userId: number;
    companyId: number;
    needTwoFactor: boolean;
    twoFactorAuthenticated: boolean;
    expiresAt: Date;
  },
): Promise<Session> {
  const { expiresAt } = input;
  const id = randomUUID();
  await deps.db.insert(sessions).values({
    id,
    companyId: input.companyId,
    userId: input.userId,
    twoFactorAuthenticated: input.twoFactorAuthenticated,
    expiresAt,
  });
  const token = await deps.tokens.sign({
    sessionId: id,
    userId: input.userId,
    companyId: input.companyId,
    needTwoFactorAuthentication: input.needTwoFactor,
    twoFactorAuthenticated: input.twoFactorAuthenticated,
    expiresAt,
  });
  return { token, user: await getCurrentUser(deps.db, input.userId) };
}

/** Revokes one session and returns when it would have expired. */
export async function revokeSession(db: Database, sessionId: string): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionId))
    .returning({ expiresAt: sessions.expiresAt });
  return row ? new Date(row.expiresAt) : new Date();
}

/** Ends every session of a user but one (after a password change), or all of them. Returns the ids. */
export async function revokeUserSessions(db: Database, userId: number, keep?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
