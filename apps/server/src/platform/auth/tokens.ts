import { jwtVerify, SignJWT } from 'jose';

export type TokenPayload = {
  sessionId: string;
  userId: number;
  companyId: number;
  needTwoFactorAuthentication: boolean;
  twoFactorAuthenticated: boolean;
  expiresAt: Date;
};

export type TokenSigner = {
  sign(payload: TokenPayload): Promise<string>;
  verify(token: string): Promise<TokenPayload | null>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (payload) =>
      new SignJWT({
        cid: payload.companyId,
        needTwoFactorAuthentication: payload.needTwoFactorAuthentication,
        twoFactorAuthenticated: payload.twoFactorAuthenticated,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(payload.userId))
        .setJti(payload.sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(payload.expiresAt.getTime() / 1000))
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.jti !== 'string' || typeof payload.cid !== 'number' || !payload.sub || !payload.exp) {
          return null;
        }
        return {
          sessionId: payload.jti,
          userId: Number(payload.sub),
          companyId: payload.cid,
          needTwoFactorAuthentication: payload.needTwoFactorAuthentication === true,
          twoFactorAuthenticated: payload.twoFactorAuthenticated === true,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
