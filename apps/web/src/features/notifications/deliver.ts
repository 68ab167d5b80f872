import type { NotificationPreferences } from '@contact/domain/users';
import { playChime, showPopup } from './alerts';

/** Gives a notice the ways the user chose: the browser's pop-up and/or the sound. */
export function deliver(
  preferences: NotificationPreferences,
  notice: { title: string; body: string | null; tag: string; onClick?: () => void },
): void {
  if (preferences.popup) showPopup(notice.title, notice.body, notice.tag, notice.onClick);
  if (preferences.sound) playChime();
}
