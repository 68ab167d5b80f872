/** A message kept for the sign-in page when the session ends elsewhere (401, missing two-factor). */
const noticeKey = 'contact.login-notice';

export function saveLoginNotice(message: string): void {
  sessionStorage.setItem(noticeKey, message);
}

export function peekLoginNotice(): string | null {
  return sessionStorage.getItem(noticeKey);
}

export function clearLoginNotice(): void {
  sessionStorage.removeItem(noticeKey);
}
