import type { SandboxContext } from './context';
import { unauthorized } from './errors';
import { bearerOf, verifyToken, type TokenClaims } from './tokens';
import type { World } from './world';
import { languageOf, type Language } from './world/i18n';
import type { Subscriber } from './world/subscribers';

/** The logged-in caller of a protected operation. */
export interface Caller {
  world: World;
  subscriber: Subscriber;
  claims: TokenClaims;
  language: Language;
}

function callerOf(ctx: SandboxContext, request: Request): Caller | null {
  const world = ctx.world(request);
  const token = bearerOf(request);
  const claims = token ? verifyToken(world, token) : null;
  const subscriber = claims ? world.subscribers.get(claims.Msisdn) : undefined;
  return claims && subscriber ? { world, subscriber, claims, language: languageOf(request) } : null;
}

/**
 * The caller of an operation with `security: bearerAuth`. Without a valid token it throws the 401
 * answer (msw sends a thrown Response as the mocked response), so handlers read top to bottom.
 */
export function requireCaller(ctx: SandboxContext, request: Request): Caller {
  const caller = callerOf(ctx, request);
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller of an operation where login is optional (`security: [{}, bearerAuth]`). */
export function optionalCaller(ctx: SandboxContext, request: Request): Caller | null {
  return callerOf(ctx, request);
}
