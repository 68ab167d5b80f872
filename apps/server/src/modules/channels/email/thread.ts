import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../db/schema';

export type EmailThread = { subject: string | null; inReplyTo: string | null; references: string[] };

/** The headers an answer on this protocol carries: the last customer e-mail it answers and its chain. */
export async function threadOf(app: FastifyInstance, companyId: number, protocolId: number): Promise<EmailThread> {
  const [last] = await app.db
    .select({ externalId: messages.externalId, meta: messages.meta })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.protocolId, protocolId),
        eq(messages.direction, 'in'),
        isNotNull(messages.externalId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  if (!last?.externalId) return { subject: null, inReplyTo: null, references: [] };
  const meta = last.meta as { subject?: unknown; references?: unknown };
  const earlier = Array.isArray(meta.references) ? meta.references.filter((id) => typeof id === 'string') : [];
  return {
    subject: typeof meta.subject === 'string' ? meta.subject : null,
    inReplyTo: last.externalId,
    references: [...earlier.slice(-20), last.externalId],
  };
}
