import { logout } from '@contact/domain/auth';
import { call } from '../api/http-client';
import { endSession } from '../api/session-end';
import { getToken } from '../api/token-store';

/**
 * Ends the session here first (token, cache, socket), so the server's "session revoked" event
 * for this very sign-out finds nothing to close, then revokes the token on the server.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  endSession();
  if (!token) return;
  try {
    await call(logout, { token });
  } catch {
    // The session is over here either way; a revoke that failed only leaves the token to expire.
  }
}
