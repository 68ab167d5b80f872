import { templateReasonFrom, templateStatusFrom, whatsappOfficialTemplateSection } from '@contact/domain/settings';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { settingsRecords } from '../../../../db/schema';
import { containing } from '../../../settings/lookups/active-records';
import { webhookPayloadSchema } from '../webhook-payload';

/** Meta's `message_template_status_update` webhook value (WhatsApp Business Account webhook reference). */
const statusUpdateSchema = z.object({
  event: z.string(),
  message_template_id: z.union([z.number(), z.string()]).transform(String),
  reason: z.string().nullable().optional(),
});

function statusUpdatesOf(rawBody: Buffer) {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return [];
  }
  const parsed = webhookPayloadSchema.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.entry
    .flatMap((entry) => entry.changes)
    .filter((change) => change.field === 'message_template_status_update')
    .flatMap((change) => {
      const value = statusUpdateSchema.safeParse(change.value);
      return value.success ? [value.data] : [];
    });
}

/** Meta's review of a template of this number (approved, rejected with its reason, paused ...) kept on its record. */
export async function applyTemplateStatuses(
  app: FastifyInstance,
  companyId: number,
  connection: number,
  rawBody: Buffer,
): Promise<void> {
  for (const update of statusUpdatesOf(rawBody)) {
    const change = { status: templateStatusFrom(update.event), reason: templateReasonFrom(update.reason) };
    await app.db
      .update(settingsRecords)
      .set({ data: sql`${settingsRecords.data} || ${JSON.stringify(change)}::jsonb`, updatedAt: new Date() })
      .where(
        and(
          eq(settingsRecords.companyId, companyId),
          eq(settingsRecords.section, whatsappOfficialTemplateSection.key),
          containing({ connection, metaId: update.message_template_id }),
        ),
      );
  }
}
