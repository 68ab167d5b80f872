import type { companyUpdateSchema } from '@contact/domain/companies';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { notFound } from '../../platform/errors';

const columns = { id: companies.id, name: companies.name, requireTwoFactor: companies.requireTwoFactor };

export function createCompanyService(db: Database) {
  return {
    async get(companyId: number) {
      const [row] = await db.select(columns).from(companies).where(eq(companies.id, companyId)).limit(1);
      if (!row) throw notFound();
      return row;
    },
    async update(companyId: number, changes: z.infer<typeof companyUpdateSchema>) {
      const [row] = await db
        .update(companies)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning(columns);
      if (!row) throw notFound();
      return row;
    },
  };
}
