import type { Database } from '../../../db/client';
import type { SecretBox } from '../../../platform/crypto';
import { findRecord } from '../engine/records.repo';
import { openSecrets, type SealedSecrets } from '../engine/secrets';
import { toRecord, type RecordOf, type SectionLike } from './active-records';

/**
 * A record with its secrets in clear, for the channel adapters that call a provider
 * (WhatsApp tokens, SMTP and IMAP passwords). Never for a response.
 */
export async function readWithSecrets<S extends SectionLike>(
  db: Database,
  box: SecretBox,
  section: S,
  companyId: number,
  id: number,
): Promise<RecordOf<S> | null> {
  const row = await findRecord(db, { companyId, section: section.key, parentId: null }, id);
  if (!row) return null;
  const record = toRecord(section, row) as Record<string, unknown>;
  return openSecrets(section.fields, record, row.secrets as SealedSecrets, box) as RecordOf<S>;
}
