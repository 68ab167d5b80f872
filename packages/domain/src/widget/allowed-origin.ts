/** The host of an allowed-domain entry, written as `loja.com.br`, `https://loja.com.br` or `loja.com.br:8080`. */
function hostOf(entry: string): string | null {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed) return null;
  try {
    return new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether a page at `origin` may use the widget: any site when the list is empty, else a
 * listed domain or one of its subdomains (`loja.com.br` allows `www.loja.com.br`).
 */
export function isOriginAllowed(origin: string, allowedDomains: readonly string[]): boolean {
  const hosts = allowedDomains.map(hostOf).filter((host): host is string => host !== null);
  if (hosts.length === 0) return true;
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
