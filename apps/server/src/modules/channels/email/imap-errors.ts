/**
 * The IMAP server's own words for a failure ("Authentication failed.", "Mailbox doesn't
 * exist: Vendas"), else the network's (ECONNREFUSED ...), for the administrator to read.
 */
export function imapFailureText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const detail = error as { responseText?: unknown; response?: unknown; message?: unknown; code?: unknown };
    for (const text of [detail.responseText, detail.response, detail.message]) {
      if (typeof text === 'string' && text.trim() && text !== 'Command failed') return text.trim().slice(0, 500);
    }
    if (typeof detail.code === 'string') return detail.code;
  }
  return String(error).slice(0, 500);
}
