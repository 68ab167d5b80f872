/** Addresses of the pages outside the shell, and home. */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/esqueci-senha',
  resetPassword: '/redefinir-senha',
} as const;

const guestPaths: readonly string[] = [paths.login, paths.forgotPassword, paths.resetPassword];

/** Where to go after signing in: the `next` address when it is a page of this app, else home. */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return paths.home;
  const pathname = next.split(/[?#]/)[0] ?? '';
  return guestPaths.includes(pathname) ? paths.home : next;
}

/** The sign-in address that brings the user back to `here` afterwards. */
export function loginPathFor(here: string): string {
  const next = safeNextPath(here);
  return next === paths.home ? paths.login : `${paths.login}?next=${encodeURIComponent(next)}`;
}
