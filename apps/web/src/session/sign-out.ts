import { logout } from '@contact/domain/auth';
import { call } from '../api/http-client';
import { endSession } from '../api/session-end';

/** Revokes the token on the server (best effort) and ends the session here. */
export async function signOut(): Promise<void> {
  try {
    await call(logout);
  } catch {
    // Signing out here must not depend on the server answering.
  } finally {
    endSession();
  }
}
