import { delay, http, type HttpHandler } from 'msw';
import { API_BASE } from './http';
import { cookiesOf, SCENARIO_COOKIE, type SandboxContext } from './context';
import { errorCodes, forbidden, serviceUnavailable, unauthorized } from './errors';

/**
 * Fault scenarios for trying the portal's error handling by hand or in browser tests (README):
 * chosen per browser by the `sandbox-scenario` cookie, or for every request with `setScenario`.
 */
export const SCENARIOS = ['maintenance', 'expired-session', 'forbidden', 'server-error', 'slow'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export function isScenario(value: string | undefined): value is Scenario {
  return (SCENARIOS as readonly string[]).includes(value ?? '');
}

/**
 * The first handler: answers the fault when a scenario is on, and otherwise returns nothing, so msw
 * goes on to the area handlers. The sandbox's own /__sandbox/ calls are never faulted, so a tester
 * can always switch the scenario off again.
 */
export function scenarioHandler(ctx: SandboxContext, fallback: () => Scenario | null): HttpHandler {
  return http.all(`${API_BASE}/*`, async ({ request }) => {
    if (new URL(request.url).pathname.includes('/__sandbox/')) return undefined;
    const cookie = cookiesOf(request)[SCENARIO_COOKIE];
    const scenario = isScenario(cookie) ? cookie : fallback();
    const authenticated = request.headers.has('Authorization');
    switch (scenario) {
      case 'maintenance':
        return serviceUnavailable();
      case 'expired-session':
        return authenticated ? unauthorized('The session has expired') : undefined;
      case 'forbidden':
        return authenticated ? forbidden() : undefined;
      case 'server-error':
        return errorCodes(500, { code: 'InternalServerError', message: 'Sandbox scenario server-error' });
      case 'slow':
        await delay(ctx.slowDelayMs);
        return undefined;
      default:
        return undefined;
    }
  });
}
