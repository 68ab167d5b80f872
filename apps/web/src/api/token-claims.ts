import { authStateOf, tokenClaimsSchema, type AuthState, type TokenClaims } from '@contact/domain/auth';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without verifying it: the server verifies, the client only needs the flags. */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

/** The token still waits for the two-factor step (setup or verification). */
export function needsTwoFactor(claims: TokenClaims): boolean {
  return claims.needTwoFactorAuthentication && !claims.twoFactorAuthenticated;
}

export function authStateOfToken(token: string | null, twoFactorEnabled: boolean): AuthState {
  const claims = token ? decodeClaims(token) : null;
  return authStateOf(claims && !isExpired(claims) ? claims : null, twoFactorEnabled);
}
