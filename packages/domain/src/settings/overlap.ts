/** A field's values as a list: multiple fields are lists already, single ones become one item. */
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

/**
 * Whether two records claim a common combination of these fields, such as two SLAs that
 * share a department and a channel. Each field must share at least one value.
 */
export function overlapsOn(fields: readonly string[], a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return fields.every((name) => {
    const left = asList(a[name]);
    const right = new Set(asList(b[name]));
    return left.some((value) => right.has(value));
  });
}
