import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '../../api/http-error';
import { i18n } from '../../i18n/i18n';
import { notifyError } from '../notify';

type FormTarget<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  /** The fields the form shows; server messages for other fields go into the notification. */
  fields: readonly Path<T>[];
};

/**
 * Shows a failed call: the server's field messages under their inputs and its message in a
 * notification. A session that ended is explained on the sign-in page instead.
 */
export function reportError<T extends FieldValues>(error: unknown, form?: FormTarget<T>): void {
  if (!isHttpError(error)) {
    notifyError(i18n.t('http.unexpected'));
    return;
  }
  if (error.code === 'unauthenticated' || error.code === 'two_factor_required') return;
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const field = form?.fields.find((name) => name === path);
    if (form && field) form.setError(field, { type: 'server', message });
    else elsewhere.push(message);
  }
  notifyError([error.message, ...elsewhere].join(' '));
}
