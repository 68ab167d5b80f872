/**
 * What a provider brought, as the database can keep it: NUL characters, which PostgreSQL cannot
 * store in text or JSON, are dropped from every string (a customer's text, name, file name or
 * provider data); everything else stays as sent. Without it such a message could never be stored.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => storable(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storable(item)])) as T;
  }
  return value;
}
