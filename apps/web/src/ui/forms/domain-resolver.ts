import { describeIssues } from '@contact/domain/i18n/issues';
import { isMessageKey } from '@contact/domain/i18n/keys';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { i18n } from '../../i18n/i18n';

type Issues = Parameters<typeof describeIssues>[0];

/** The part of a zod schema the resolver needs. */
export type ValidationSchema = {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: Issues } };
};

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    node[segment] ??= {};
    node = node[segment] as Record<string, unknown>;
  }
  node[segments.at(-1) ?? ''] = value;
}

/**
 * Validates a form with the domain's zod schema and words each failure with the domain's texts,
 * so the form says exactly what the server would say.
 */
export function domainResolver<T extends FieldValues>(
  schema: ValidationSchema,
  toInput: (values: T) => unknown = (values) => values,
): Resolver<T> {
  return (values) => {
    const input = toInput(values);
    const result = schema.safeParse(input);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const issue of describeIssues(result.error.issues, input)) {
      if (seen.has(issue.path)) continue;
      seen.add(issue.path);
      const label = `fields.${issue.field}`;
      const field = isMessageKey(label) ? i18n.t(label) : issue.field;
      const message = i18n.t(issue.key, { ...issue.params, field });
      setAt(errors, issue.path, { type: issue.key, message });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
