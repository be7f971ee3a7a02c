import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../lib/app-error.ts';

/** The one algorithm tokens are signed and accepted with. */
const ALG = 'HS256';
const ISSUER = 'sofra';

export interface TokenClaims {
  userId: string;
  tenant: string;
  version: number;
}

/** Tokens already verified, with their expiry (seconds): a signed-in call checks its signature once, not every time. */
const VERIFIED_KEPT = 10_000;

/** Session tokens: HS256 only, bound to a tenant, carrying the user's token version. */
export const createTokenService = (secret: Uint8Array, ttlSeconds: number) => {
  // Keyed by the whole token, signature included: only the exact string that was verified is found here. Whether the
  // session still holds (token version, block) is the session check's, every call (plugins/auth.ts).
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  return {
    sign: (claims: TokenClaims): Promise<string> =>
      new SignJWT({ tnt: claims.tenant, ver: claims.version })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret),

    /** The claims of a valid token for `tenant`; `token_expired` or `token_invalid` otherwise. */
    verify: async (token: string, tenant: string): Promise<TokenClaims> => {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 <= Date.now()) {
          verified.delete(token);
          throw new AppError('token_expired', 'jwt expired');
        }
        if (known.claims.tenant !== tenant) throw new AppError('token_invalid', 'the token belongs to another tenant');
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALG],
          issuer: ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        if (payload.tnt !== tenant) throw new AppError('token_invalid', 'the token belongs to another tenant');
        if (typeof payload.ver !== 'number' || typeof payload.sub !== 'string') {
          throw new AppError('token_invalid', 'the token lacks its claims');
        }
        const claims = { userId: payload.sub, tenant, version: payload.ver };
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp! });
        return claims;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AppError('token_expired', 'jwt expired');
        throw new AppError('token_invalid', 'invalid token');
      }
    },
  };
};

export type TokenService = ReturnType<typeof createTokenService>;
