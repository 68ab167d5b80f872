import { canReadSection, readsEveryDepartment, type AnySection } from '@contact/domain/settings';
import type { Database } from '../../../db/client';
import type { AuthContext } from '../../../platform/auth/authenticate';
import { forbidden } from '../../../platform/errors';
import { getCurrentUser } from '../../users/users.service';
import type { Reader } from './records.service';

/**
 * Checks that the caller may read the section and, where the section is limited by
 * department, which departments an operator's reads are limited to.
 */
export async function readerFor(db: Database, auth: AuthContext, section: AnySection): Promise<Reader> {
  if (!canReadSection(section.read, auth.role)) throw forbidden();
  if (!section.departmentScope || readsEveryDepartment(auth.role))
    return { companyId: auth.companyId, departments: null };
  const user = await getCurrentUser(db, auth.userId);
  return { companyId: auth.companyId, departments: user.department };
}
