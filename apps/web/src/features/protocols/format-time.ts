/** Formatters by locale and style: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string,
  options: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): Intl.DateTimeFormat {
  const key = `${locale}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** A message time for lists: the hour today, the day otherwise. */
export function formatListTime(value: string | null, locale: string, now = new Date()): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return formatter(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'short' }).format(date);
}

/** The time of a message in a conversation. */
export function formatMessageTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatter(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
