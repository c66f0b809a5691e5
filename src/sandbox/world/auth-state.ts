/**
 * Everything about logging in that the real backend keeps server-side: issued tokens, SMS codes,
 * registrations in progress, password recovery hashes, e-mail confirmation links and the "outbox" of
 * SMS and e-mails the sandbox pretends to send (readable at /api/__sandbox/outbox).
 */

/** Every SMS code the sandbox sends is this one (README), so tests and testers can type it. */
export const SANDBOX_SMS_CODE = '1234';
/** More SMS challenges than this for one number answer SmsChallengeThrottleException. */
export const SMS_CHALLENGE_LIMIT = 3;
/** Wrong passwords a number may have in a row before logins with a password wait (# assumed, issue 47). */
export const LOGIN_ATTEMPTS = 5;
/** How long they wait then, minutes (# assumed). */
export const LOGIN_LOCK_MINUTES = 15;
/** Registration and password recovery codes: more than this for one number unconfirmed answer SmsChallengeThrottleException. */
export const SMS_CODE_LIMIT = 3;
/** assumed: an e-mail confirmation link works this long after it was sent. */
export const EMAIL_LINK_VALID_HOURS = 48;
/** A link sent three days before the world's start to the postpaid demo (61234568), for trying the expired state. */
export const EXPIRED_DEMO_EMAIL_LINK = { U: '100200301', H: 'em-demo-expired' } as const;

export interface IssuedToken {
  msisdn: string;
  expiresAt: Date;
  /** portal, or the browsing-protection area's own token (issue 47 F1). */
  scope: 'portal' | 'protection';
  /** The number that logged in, when the token is for another number of its account (issue 51: switching numbers). */
  holder?: string;
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

/** An e-mail confirmation link (POST /profile/email/validate/send). */
export interface EmailLink {
  msisdn: string;
  email: string;
  sentAt: Date;
  /** When it confirmed the address; opening it again (a reload) answers the same while the address is unchanged. */
  usedAt?: Date;
}

export interface AuthState {
  /** Token id (jti) -> owner; a token not in here is unknown (401), e.g. after logout. */
  tokens: Map<string, IssuedToken>;
  /** The brand's single sign-on session this browser has, used by GET /auth/token. */
  ssoMsisdn: string | null;
  smsChallenges: Map<string, number>;
  /** Wrong passwords in a row by number, and until when its password logins wait once there were too many. */
  loginFailures: Map<string, { count: number; lockedUntil: Date | null }>;
  /** msisdn -> whether an SMS code is waiting (SMS challenge, enrollment, recovery). */
  pendingCodes: Map<string, Set<'challenge' | 'enrollment' | 'recovery'>>;
  registrations: Map<string, Registration>;
  /** Recovery hash -> msisdn. */
  recoveries: Map<string, string>;
  /** H of the e-mail link -> the msisdn and address it confirms, and when it was sent (links expire). */
  emailLinks: Map<string, EmailLink>;
  /** `<purpose>:<msisdn>` -> registration or recovery codes sent and not yet confirmed. */
  codesSent: Map<string, number>;
  outbox: OutboxMessage[];
  serial: number;
}

export function createAuthState(now: Date = new Date()): AuthState {
  return {
    tokens: new Map(),
    ssoMsisdn: null,
    smsChallenges: new Map(),
    loginFailures: new Map(),
    pendingCodes: new Map(),
    registrations: new Map(),
    recoveries: new Map(),
    emailLinks: new Map([
      [
        EXPIRED_DEMO_EMAIL_LINK.H,
        {
          msisdn: '61234568',
          email: 'tomas.petrauskas@example.lt',
          sentAt: new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000),
        },
      ],
    ]),
    codesSent: new Map(),
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

/**
 * Counts a registration or recovery code about to be sent: false (send nothing) once the number has had
 * SMS_CODE_LIMIT codes it did not confirm, as an SMS gateway's flood protection would.
 */
export function mayReceiveCode(auth: AuthState, purpose: 'enrollment' | 'recovery', msisdn: string): boolean {
  const key = `${purpose}:${msisdn}`;
  const sent = auth.codesSent.get(key) ?? 0;
  if (sent >= SMS_CODE_LIMIT) return false;
  auth.codesSent.set(key, sent + 1);
  return true;
}

/** A confirmed code lifts the count, so a later flow for the same number starts afresh. */
export function codeConfirmed(auth: AuthState, purpose: 'enrollment' | 'recovery', msisdn: string): void {
  auth.codesSent.delete(`${purpose}:${msisdn}`);
}

export function send(auth: AuthState, now: Date, kind: 'sms' | 'email', to: string, text: string): void {
  auth.outbox.push({ at: now.toISOString(), kind, to, text });
}
