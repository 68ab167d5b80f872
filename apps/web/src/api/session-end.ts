import { saveLoginNotice } from './login-notice';
import { clearToken } from './token-store';

type SessionEndListener = () => void;
const listeners = new Set<SessionEndListener>();

/** Registers what else a sign-out undoes: the socket, the query cache, the current page. */
export function addSessionEndListener(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears the token and the session data, and sends the user to /login with an optional notice. */
export function endSession(notice?: string): void {
  clearToken();
  if (notice) saveLoginNotice(notice);
  for (const listener of [...listeners]) listener();
}
