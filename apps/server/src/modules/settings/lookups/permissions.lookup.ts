import {
  permissionsFrom,
  roleFunctionSection,
  type PermissionModule,
  type SendPermissions,
} from '@contact/domain/settings';
import type { Database } from '../../../db/client';
import { getCurrentUser } from '../../users/users.service';
import { activeRecordsOf, containing } from './active-records';

/**
 * What a user may send in a department's conversations (photos, emojis, attachments,
 * audio), by the active role permissions; the message API enforces it.
 */
export async function permissionsFor(
  db: Database,
  companyId: number,
  userId: number,
  departmentId: number,
  module: PermissionModule = 'relationship',
): Promise<SendPermissions> {
  const [user, rules] = await Promise.all([
    getCurrentUser(db, userId),
    activeRecordsOf(db, roleFunctionSection, companyId, containing({ departments: [departmentId] })),
  ]);
  return permissionsFrom(rules, departmentId, module, user.role);
}
