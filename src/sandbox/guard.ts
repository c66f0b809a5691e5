import type { SandboxContext } from './context';
import { unauthorized } from './errors';
import { bearerOf, verifyToken, type TokenClaims, type TokenScope } from './tokens';
import type { World } from './world';
import { languageOf, type Language } from './world/i18n';
import type { Subscriber } from './world/subscribers';

/** The logged-in caller of a protected operation. */
export interface Caller {
  world: World;
  subscriber: Subscriber;
  claims: TokenClaims;
  language: Language;
  /** The number that logged in: the subscriber's own, or the account's holder after switching numbers (issue 51). */
  holder: string;
}

function callerOf(ctx: SandboxContext, request: Request, accepts?: readonly TokenScope[]): Caller | null {
  const world = ctx.world(request);
  const token = bearerOf(request);
  const claims = token ? verifyToken(world, token, accepts) : null;
  const subscriber = claims ? world.subscribers.get(claims.Msisdn) : undefined;
  if (!claims || !subscriber) return null;
  const holder = world.auth.tokens.get(claims.jti)?.holder ?? subscriber.msisdn;
  return { world, subscriber, claims, language: languageOf(request), holder };
}

/**
 * The caller of an operation with `security: bearerAuth`. Without a valid token it throws the 401
 * answer (msw sends a thrown Response as the mocked response), so handlers read top to bottom. The
 * browsing-protection area's token is valid only where `accepts` names it (the operations whose security lists
 * `protectionAuth` in spec/api; tests/unit/sandbox/token-scopes.test.ts holds the two to each other).
 */
export function requireCaller(ctx: SandboxContext, request: Request, accepts?: readonly TokenScope[]): Caller {
  const caller = callerOf(ctx, request, accepts);
  if (!caller) throw unauthorized();
  return caller;
}

/** What an operation whose security lists both bearerAuth and protectionAuth accepts. */
export const PROTECTION_CALL: readonly TokenScope[] = ['portal', 'protection'];

/** The caller of an operation where login is optional (`security: [{}, bearerAuth]`). */
export function optionalCaller(ctx: SandboxContext, request: Request): Caller | null {
  return callerOf(ctx, request);
}
