import type { World } from './world';

/** The cookie naming the world of one browser session (set by the Node adapter, HttpOnly). */
export const SESSION_COOKIE = 'sandbox-session';
/** The cookie naming a fault scenario (README), set by GET /api/__sandbox/scenario/<name>. */
export const SCENARIO_COOKIE = 'sandbox-scenario';

/**
 * What every area's handlers get: the world a request belongs to. One world for component tests,
 * one per browser session (cookie) for the Node server, without the handlers knowing which.
 */
export interface SandboxContext {
  world(request: Request): World;
  /** Replaces the request's world with a fresh one built around `at`, by default now (GET /api/__sandbox/reset). */
  resetWorld(request: Request, at?: Date): World;
  /** Lifetime of issued tokens. */
  readonly tokenTtlSeconds: number;
  /** Delay of the `slow` scenario. */
  readonly slowDelayMs: number;
}

/**
 * Cookies of a request as a plain map (msw's own parsing also reads document.cookie in jsdom). A value
 * that is not valid percent-encoding (`promo=50%off`, another site's cookie on the same host) is kept as
 * written instead of failing the request (issue 7 D2).
 */
export function cookiesOf(request: Request): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !(name in result)) result[name] = decodeCookieValue(part.slice(index + 1).trim());
  }
  return result;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
