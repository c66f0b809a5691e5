import type { World } from './world';
import type { Subscriber } from './world/subscribers';

/** The claims the portal reads (core §3: Msisdn and AccountID) plus the JWT timing claims. */
export interface TokenClaims {
  Msisdn: string;
  AccountID: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  iat: number;
  /** Token id, so the world can forget a token on logout. */
  jti: string;
  /** The browsing-protection area's own token (spec/api protectionAuth, # assumed): it opens that area's calls only. */
  scope?: 'protection';
}

/** Whose token: the portal's (bearerAuth) or the browsing-protection area's (protectionAuth). */
export type TokenScope = 'portal' | 'protection';

function base64UrlEncode(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** An unsigned JWT-shaped token: the portal only decodes claims, it never checks signatures. */
export function encodeToken(claims: TokenClaims): string {
  const header = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64UrlEncode(JSON.stringify(claims))}.${base64UrlEncode('sandbox')}`;
}

export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1]!)) as Partial<TokenClaims>;
    const valid =
      typeof claims.Msisdn === 'string' &&
      typeof claims.AccountID === 'string' &&
      typeof claims.exp === 'number' &&
      typeof claims.iat === 'number' &&
      typeof claims.jti === 'string';
    return valid ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** The bearer token of a request, or null. */
export function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match ? match[1]!.trim() : null;
}

/** Issues a token for a subscriber and remembers it in the world (unknown tokens answer 401). */
export function issueToken(
  world: World,
  subscriber: Subscriber,
  ttlSeconds: number,
  scope: TokenScope = 'portal',
  holder?: string,
): string {
  const now = world.clock();
  const iat = Math.floor(now.getTime() / 1000);
  // random, so a token from one browser session's world is unknown in every other world
  const jti = crypto.randomUUID();
  const claims: TokenClaims = {
    Msisdn: subscriber.msisdn,
    AccountID: subscriber.accountId,
    iat,
    exp: iat + ttlSeconds,
    jti,
    ...(scope === 'protection' ? { scope } : {}),
  };
  world.auth.tokens.set(jti, {
    msisdn: subscriber.msisdn,
    expiresAt: new Date(claims.exp * 1000),
    scope,
    ...(holder && holder !== subscriber.msisdn ? { holder } : {}),
  });
  return encodeToken(claims);
}

/**
 * The claims of a token this world issued, not revoked and not expired; otherwise null. The expiry is
 * the one the world recorded when it issued the token, never the token's own `exp`: the tokens are
 * unsigned, so anyone can write a later `exp` into one (issue 7 D11).
 */
export function verifyToken(world: World, token: string, accepts: readonly TokenScope[] = ['portal']): TokenClaims | null {
  const claims = decodeToken(token);
  if (!claims) return null;
  const issued = world.auth.tokens.get(claims.jti);
  // The scope is the one recorded at issue too: an unsigned token's own `scope` could be written away.
  if (!issued || issued.msisdn !== claims.Msisdn || !accepts.includes(issued.scope)) return null;
  return issued.expiresAt.getTime() > world.clock().getTime() ? claims : null;
}

/** Logs a subscriber in: a token, the login in the history, and the brand's SSO session for GET /auth/token. */
export function startSession(
  world: World,
  subscriber: Subscriber,
  channel: 'web' | 'sms-challenge' | 'auto-login',
  ttlSeconds: number,
): { result: string } {
  subscriber.loginHistory.unshift({ at: world.clock(), channel, success: true, ipAddress: '127.0.0.1' });
  subscriber.loginHistory.length = Math.min(subscriber.loginHistory.length, 20);
  world.auth.ssoMsisdn = subscriber.msisdn;
  return { result: issueToken(world, subscriber, ttlSeconds) };
}
