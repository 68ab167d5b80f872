import { isHttpError } from '../../api/http-error';
import { notifyError } from '../../ui/notify';

/**
 * A failed save: the server's field messages under their inputs (nested paths too), and the
 * section's failure notice with the server's message in a notification.
 */
export function reportSaveError(
  error: unknown,
  notice: string,
  /** Whether a top-level name is one of the form's inputs. */
  isField: (name: string) => boolean,
  setError: (path: string, message: string) => void,
): void {
  if (!isHttpError(error)) {
    notifyError(notice);
    return;
  }
  if (error.code === 'unauthenticated' || error.code === 'two_factor_required') return;
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const top = path.split('.')[0] ?? '';
    if (isField(top)) setError(path, message);
    else elsewhere.push(message);
  }
  notifyError([notice, error.message, ...elsewhere].join(' '));
}
