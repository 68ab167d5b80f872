import {
  completeValues,
  templateReasonFrom,
  templateStatusFrom,
  whatsappOfficialSection,
  whatsappOfficialTemplateSection,
  type SyncWhatsappTemplatesResult,
} from '@contact/domain/settings';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settingsRecords } from '../../../../db/schema';
import { AppError } from '../../../../platform/errors';
import { lockSection } from '../../../settings/engine/records.repo';
import { activeRecordsOf, containing } from '../../../settings/lookups/active-records';
import { ProviderError } from '../../channel-adapter';
import { readWhatsappNumber } from '../configuration';
import type { MetaTemplate } from '../graph-client';
import { valuesFromMeta } from './template-components';

type Bag = Record<string, unknown>;

const section = whatsappOfficialTemplateSection;

const unreadable = (reason: string) =>
  new AppError(
    'validation',
    'settings.errors.metaSyncFailed',
    { reason },
    { connection: { key: 'settings.errors.metaSyncFailed', params: { reason } } },
  );

async function templatesOf(app: FastifyInstance, companyId: number, connection: number): Promise<MetaTemplate[]> {
  const number = await readWhatsappNumber(app, companyId, connection);
  if (!number) throw new AppError('validation', 'errors.validation', {}, { connection: { key: 'errors.notFound' } });
  try {
    return await number.graph.listTemplates(number.businessAccountId);
  } catch (error) {
    if (error instanceof ProviderError) throw unreadable(error.reason);
    throw error;
  }
}

/** Meta's templates of one number kept as records: new ones added, known ones (by Meta's id, else name and language) updated. */
async function keepTemplates(app: FastifyInstance, companyId: number, connection: number, listed: MetaTemplate[]) {
  const place = { companyId, section: section.key, parentId: null };
  return app.db.transaction(async (tx) => {
    await lockSection(tx, place);
    const rows = await tx
      .select()
      .from(settingsRecords)
      .where(
        and(
          eq(settingsRecords.companyId, companyId),
          eq(settingsRecords.section, section.key),
          containing({ connection }),
        ),
      );
    const counts = { created: 0, updated: 0 };
    for (const template of listed) {
      const values = {
        ...valuesFromMeta(template),
        connection,
        status: templateStatusFrom(template.status),
        reason: templateReasonFrom(template.rejected_reason),
        metaId: template.id,
      };
      const data = (row: (typeof rows)[number]) => row.data as Bag;
      const known =
        rows.find((row) => data(row).metaId === template.id) ??
        rows.find((row) => data(row).name === template.name && data(row).language === template.language);
      if (!known) {
        await tx.insert(settingsRecords).values({ ...place, data: completeValues(section.fields, values) });
        counts.created += 1;
        continue;
      }
      const merged = { ...data(known), ...values };
      if (JSON.stringify(merged) === JSON.stringify(data(known))) continue;
      await tx
        .update(settingsRecords)
        .set({ data: merged, updatedAt: new Date() })
        .where(eq(settingsRecords.id, known.id));
      counts.updated += 1;
    }
    return counts;
  });
}

/**
 * "Sync with Meta": reads the templates of one Cloud API number (or of every active one) from
 * Meta, so templates made in Meta's manager appear here and every review status is current.
 */
export async function syncCloudTemplates(
  app: FastifyInstance,
  companyId: number,
  connection: number | undefined,
): Promise<SyncWhatsappTemplatesResult> {
  const connections =
    connection === undefined
      ? (await activeRecordsOf(app.db, whatsappOfficialSection, companyId)).map((record) => record.id)
      : [connection];
  const result = { created: 0, updated: 0, total: 0 };
  for (const id of connections) {
    const listed = await templatesOf(app, companyId, id);
    const counts = await keepTemplates(app, companyId, id, listed);
    result.created += counts.created;
    result.updated += counts.updated;
    result.total += listed.length;
  }
  return result;
}
