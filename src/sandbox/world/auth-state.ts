/**
 * Everything about logging in that the real backend keeps server-side: issued tokens, SMS codes,
 * registrations in progress, password recovery hashes, e-mail confirmation links and the "outbox" of
 * SMS and e-mails the sandbox pretends to send (readable at /api/__sandbox/outbox).
 */

/** Every SMS code the sandbox sends is this one (README), so tests and testers can type it. */
export const SANDBOX_SMS_CODE = '1234';
/** More SMS challenges than this for one number answer SmsChallengeThrottleException. */
export const SMS_CHALLENGE_LIMIT = 3;

export interface IssuedToken {
  msisdn: string;
  expiresAt: Date;
}

export interface Registration {
  guid: string;
  msisdn: string;
  /** The SMS code was confirmed. */
  confirmed: boolean;
  workflowId: string | null;
  schema: 'smart-id' | 'mobile-id' | 'bank' | null;
  /** Status polls so far: the first answers pending, later ones success (a user confirming on the phone). */
  polls: number;
  identified: boolean;
}

export interface OutboxMessage {
  at: string;
  kind: 'sms' | 'email';
  to: string;
  text: string;
}

export interface AuthState {
  /** Token id (jti) -> owner; a token not in here is unknown (401), e.g. after logout. */
  tokens: Map<string, IssuedToken>;
  /** The brand's single sign-on session this browser has, used by GET /auth/token. */
  ssoMsisdn: string | null;
  smsChallenges: Map<string, number>;
  /** msisdn -> whether an SMS code is waiting (SMS challenge, enrollment, recovery). */
  pendingCodes: Map<string, Set<'challenge' | 'enrollment' | 'recovery'>>;
  registrations: Map<string, Registration>;
  /** Recovery hash -> msisdn. */
  recoveries: Map<string, string>;
  /** H of the e-mail link -> the msisdn and address it confirms. */
  emailLinks: Map<string, { msisdn: string; email: string }>;
  outbox: OutboxMessage[];
  serial: number;
}

export function createAuthState(): AuthState {
  return {
    tokens: new Map(),
    ssoMsisdn: null,
    smsChallenges: new Map(),
    pendingCodes: new Map(),
    registrations: new Map(),
    recoveries: new Map(),
    emailLinks: new Map(),
    outbox: [],
    serial: 0,
  };
}

/** A hard-to-guess-looking but deterministic id (worlds are reproducible). */
export function nextSecret(auth: AuthState, prefix: string): string {
  auth.serial += 1;
  const mixed = (auth.serial * 2_654_435_761) % 4_294_967_296;
  return `${prefix}${auth.serial.toString(36)}${mixed.toString(16).padStart(8, '0')}`;
}

export function expectCode(auth: AuthState, msisdn: string, purpose: 'challenge' | 'enrollment' | 'recovery'): void {
  const set = auth.pendingCodes.get(msisdn) ?? new Set();
  set.add(purpose);
  auth.pendingCodes.set(msisdn, set);
}

/** True once per sent code when `code` is the sandbox code; a wrong code keeps the code waiting. */
export function takeCode(auth: AuthState, msisdn: string, purpose: 'challenge' | 'enrollment' | 'recovery', code: string): boolean {
  const set = auth.pendingCodes.get(msisdn);
  if (!set?.has(purpose) || code !== SANDBOX_SMS_CODE) return false;
  set.delete(purpose);
  return true;
}

export function send(auth: AuthState, now: Date, kind: 'sms' | 'email', to: string, text: string): void {
  auth.outbox.push({ at: now.toISOString(), kind, to, text });
}
