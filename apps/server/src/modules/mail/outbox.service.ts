import type { OutboxEmail } from '@contact/domain/mail';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { TenantScope } from '../../platform/tenancy';

export function createOutboxService(db: Database) {
  return {
    async list(scope: TenantScope, page: number, limit: number): Promise<{ items: OutboxEmail[]; total: number }> {
      const where = scope.where(outboxEmails);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(outboxEmails)
          .where(where)
          .orderBy(desc(outboxEmails.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(outboxEmails).where(where),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          transport: row.transport === 'smtp' ? 'smtp' : 'log',
          error: row.error,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
        total: totals[0]?.total ?? 0,
      };
    },
  };
}
