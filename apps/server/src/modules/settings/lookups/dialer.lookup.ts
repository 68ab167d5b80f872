import { dialerForDepartment } from '@contact/domain/protocols';
import { dialerSection } from '@contact/domain/settings';
import type { Database } from '../../../db/client';
import type { SecretBox } from '../../../platform/crypto';
import { activeRecordsOf } from './active-records';
import { readWithSecrets } from './secrets.lookup';

/** Where and as whom the platform asks a dialer to place a call. */
export type DialerEndpoint = { url: string; token: string | null; username: string | null };

/**
 * The active dialer serving a department (one naming it, else one naming no department),
 * with its token in clear for the call; null when none serves it.
 */
export async function dialerFor(
  db: Database,
  box: SecretBox,
  companyId: number,
  departmentId: number,
): Promise<DialerEndpoint | null> {
  const chosen = dialerForDepartment(await activeRecordsOf(db, dialerSection, companyId), departmentId);
  if (!chosen) return null;
  const dialer = await readWithSecrets(db, box, dialerSection, companyId, chosen.id);
  if (!dialer) return null;
  return { url: dialer.url, token: dialer.token || null, username: dialer.username || null };
}
