import { isAdministrator } from '@contact/domain/profiles';
import type { AuthContext } from './auth/authenticate';
import { forbidden } from './errors';

/** Only administrators change configuration. */
export function requireAdministrator(auth: AuthContext) {
  if (!isAdministrator(auth.role)) throw forbidden();
}
