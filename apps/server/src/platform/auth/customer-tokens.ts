import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** A web chat customer: the company, the widget configuration and the contact it speaks for. */
export type CustomerTokenPayload = {
  companyId: number;
  widgetId: number;
  contactId: number;
  /** When the conversation started: the customer sees messages from then on. */
  startedAt: Date;
};

export type CustomerTokenSigner = {
  sign(payload: CustomerTokenPayload): Promise<string>;
  verify(token: string): Promise<CustomerTokenPayload | null>;
};

const audience = 'widget-customer';
/** Long enough to keep a conversation across visits; a new pre-chat form starts another. */
const lifetimeDays = 30;

/**
 * Customer tokens are signed with a key derived from the server secret for this purpose
 * only, so a customer token is never a staff token and the other way round.
 */
export function createCustomerTokenSigner(secret: string): CustomerTokenSigner {
  const key = createHmac('sha256', secret).update('widget customer tokens').digest();
  return {
    sign: (payload) =>
      new SignJWT({ cid: payload.companyId, wid: payload.widgetId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(payload.contactId))
        .setAudience(audience)
        .setIssuedAt(Math.floor(payload.startedAt.getTime() / 1000))
        .setExpirationTime(`${lifetimeDays}d`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience });
        if (typeof payload.cid !== 'number' || typeof payload.wid !== 'number' || !payload.sub || !payload.iat)
          return null;
        return {
          companyId: payload.cid,
          widgetId: payload.wid,
          contactId: Number(payload.sub),
          startedAt: new Date(payload.iat * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
