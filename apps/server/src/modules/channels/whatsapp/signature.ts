import { createHmac, timingSafeEqual } from 'node:crypto';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Meta signs each webhook body with the app secret: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256>`. */
export function isSignedByMeta(rawBody: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest('hex');
  return sameText(header.slice('sha256='.length).toLowerCase(), expected);
}

/** Meta's GET handshake: `hub.mode=subscribe` with the verify token configured on the number. */
export function verifiedChallenge(
  query: Record<string, string | undefined>,
  verifyToken: string | null,
): string | null {
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (!verifyToken || query['hub.mode'] !== 'subscribe' || typeof token !== 'string' || !challenge) return null;
  return sameText(token, verifyToken) ? challenge : null;
}
