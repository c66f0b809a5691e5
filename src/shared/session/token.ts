/** The bearer token is a JWT; the portal reads its claims (core seed §3: Msisdn and AccountID) and expiry. */
export interface TokenClaims {
  msisdn?: string;
  accountId?: string;
  /** Seconds since the epoch. */
  exp?: number;
  impersonated?: boolean;
}

function base64UrlDecode(part: string): string {
  const padded = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const raw = JSON.parse(base64UrlDecode(payload)) as Record<string, string | number | boolean | undefined>;
    return {
      ...(raw.Msisdn !== undefined ? { msisdn: String(raw.Msisdn) } : {}),
      ...(raw.AccountID !== undefined ? { accountId: String(raw.AccountID) } : {}),
      ...(typeof raw.exp === 'number' ? { exp: raw.exp } : {}),
      ...(raw.Impersonated === true || raw.impersonated === true ? { impersonated: true } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Milliseconds until expiry; negative when expired; undefined when the token has no expiry. */
export function msUntilExpiry(token: string, now: number): number | undefined {
  const exp = readClaims(token)?.exp;
  return exp === undefined ? undefined : exp * 1000 - now;
}

export function isExpired(token: string, now: number): boolean {
  const left = msUntilExpiry(token, now);
  return left !== undefined && left <= 0;
}

/** Core §4: a token with less than the expiry window left is exchanged for a new one. */
export function needsExchange(token: string, now: number, windowMinutes: number): boolean {
  const left = msUntilExpiry(token, now);
  return left !== undefined && left > 0 && left < windowMinutes * 60_000;
}
