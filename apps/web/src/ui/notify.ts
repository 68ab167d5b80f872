import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: i18n.t('app.errorTitle'), message });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: i18n.t('app.successTitle'), message });
}

/** Errors of a failed attempt no longer apply once it succeeds. */
export function clearNotices(): void {
  notifications.clean();
}
