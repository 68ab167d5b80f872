/**
 * What survives a page reload: the customer token (localStorage, so the conversation
 * continues on the next visit) and whether the panel was open (this tab only).
 */
export function createSession(key: string) {
  const tokenKey = `contact-widget:${key}:token`;
  const openKey = `contact-widget:${key}:open`;
  const read = (storage: Storage, name: string) => {
    try {
      return storage.getItem(name);
    } catch {
      return null;
    }
  };
  const write = (storage: Storage, name: string, value: string | null) => {
    try {
      if (value === null) storage.removeItem(name);
      else storage.setItem(name, value);
    } catch {
      // Storage refused (private mode): the conversation lasts while the page is open.
    }
  };
  return {
    token: () => read(localStorage, tokenKey),
    save: (token: string) => write(localStorage, tokenKey, token),
    clear: () => write(localStorage, tokenKey, null),
    wasOpen: () => read(sessionStorage, openKey) === '1',
    rememberOpen: (open: boolean) => write(sessionStorage, openKey, open ? '1' : null),
  };
}
