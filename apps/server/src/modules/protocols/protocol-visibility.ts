import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import type { AuthContext } from '../../platform/auth/authenticate';
import { findProtocol, type Executor, type ProtocolRow } from './protocol.repo';

/**
 * The protocol when this user may follow it live: any of the company's protocols, except that
 * roles seeing only their own protocols (operators) follow only those assigned to them.
 */
export async function visibleProtocol(db: Executor, auth: AuthContext, id: number): Promise<ProtocolRow | null> {
  const row = await findProtocol(db, auth.companyId, id);
  if (!row || (seesOnlyOwnProtocols(auth.role) && row.userId !== auth.userId)) return null;
  return row;
}
