/**
 * The bearer token, kept in localStorage when the user chose to stay connected and in
 * sessionStorage otherwise (spec protocol-inbox §7).
 */
const tokenKey = 'contact.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return sessionStorage.getItem(tokenKey) ?? localStorage.getItem(tokenKey);
}

export function setToken(token: string, stayConnected: boolean): void {
  const [keep, drop] = stayConnected ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  drop.removeItem(tokenKey);
  keep.setItem(tokenKey, token);
  notify();
}

/** A new token for the same session (after two-factor) stays where the old one was. */
export function replaceToken(token: string): void {
  setToken(token, localStorage.getItem(tokenKey) !== null);
}

export function clearToken(): void {
  sessionStorage.removeItem(tokenKey);
  localStorage.removeItem(tokenKey);
  notify();
}

/** Another tab signing in or out changes localStorage: this tab follows. */
function handleStorage(event: StorageEvent): void {
  if (event.key === tokenKey || event.key === null) notify();
}

export function subscribeToken(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}
