import { dialerForDepartment } from '@contact/domain/protocols';
import { dialerSection } from '@contact/domain/settings';
import type { Database } from '../../../db/client';
import type { SecretBox } from '../../../platform/crypto';
import { activeRecordsOf, containing, recordOf } from './active-records';
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
  return endpointOf(db, box, companyId, chosen.id);
}

async function endpointOf(db: Database, box: SecretBox, companyId: number, id: number): Promise<DialerEndpoint | null> {
  const dialer = await readWithSecrets(db, box, dialerSection, companyId, id);
  if (!dialer) return null;
  return { url: dialer.url, token: dialer.token || null, username: dialer.username || null };
}

/** Which WeOn dialer to ask: one configuration by id, the one serving a department, or the first active one. */
export type WeonDialerChoice = { dialerId?: number; departmentId?: number };

/**
 * A WeOn dialer configuration with its token in clear. By id it may be inactive (its settings
 * form checks it before it is switched on); otherwise only active ones count. Null when none fits.
 */
export async function weonDialerFor(
  db: Database,
  box: SecretBox,
  companyId: number,
  choice: WeonDialerChoice,
): Promise<DialerEndpoint | null> {
  if (choice.dialerId !== undefined) {
    const record = await recordOf(db, dialerSection, companyId, choice.dialerId);
    return record?.provider === 'weon' ? endpointOf(db, box, companyId, record.id) : null;
  }
  const active = await activeRecordsOf(db, dialerSection, companyId, containing({ provider: 'weon' }));
  const chosen = choice.departmentId === undefined ? active[0] : dialerForDepartment(active, choice.departmentId);
  return chosen ? endpointOf(db, box, companyId, chosen.id) : null;
}
