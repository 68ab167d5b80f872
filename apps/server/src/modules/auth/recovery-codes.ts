import { createHash, randomInt } from 'node:crypto';
import { recoveryCodeAlphabet, recoveryCodeCount } from '@contact/domain/auth';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes } from '../../db/schema';

const group = () =>
  Array.from({ length: 5 }, () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)]).join('');

/** A code as printed: `xxxxx-xxxxx`, about 49 bits of chance. */
export const newRecoveryCode = () => `${group()}-${group()}`;

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

/** A user's new codes, in place of every code they had (used or not). */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: digest(code) })));
  });
  return codes;
}

/** Spends one of the user's unused codes (already in its written form); false when there is none such. */
export async function spendRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, digest(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/** How many of the user's codes are unused, of how many they were given. */
export async function recoveryCodesLeft(db: Database, userId: number): Promise<{ left: number; total: number }> {
  const [row] = await db
    .select({ total: count(), used: count(recoveryCodes.usedAt) })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  const total = row?.total ?? 0;
  return { left: total - (row?.used ?? 0), total };
}

/** When two-factor is turned off or reset, its codes go with it. */
export async function forgetRecoveryCodes(db: Pick<Database, 'delete'>, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
