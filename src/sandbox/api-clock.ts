import { getResponse, http, type HttpHandler } from 'msw';
import type { SandboxContext } from './context';
import { API_BASE } from './http';

/**
 * The instant new worlds start at: `SANDBOX_AT` (an ISO moment) when it is set, as the browser tests set
 * it (issue 46) and as a tester does to see the portal on another day (`SANDBOX_AT=2027-02-28T22:30:00Z
 * npm start`); else the real time at each world's creation. A value that is not a moment stops the start.
 */
export function worldStart(env: Record<string, string | undefined> = process.env): () => Date {
  const at = env.SANDBOX_AT;
  if (!at) return () => new Date();
  const moment = Date.parse(at);
  if (Number.isNaN(moment)) throw new Error(`SANDBOX_AT=${at} is not a moment: write one as 2026-11-20T08:00:00Z.`);
  return () => new Date(moment);
}

/**
 * The API's time is its world's: every answer's `Date` header says what the world's clock reads, as a real
 * API's says its own. The portal's clock learns it from there (src/shared/clock.ts), so a page and the
 * world it talks to agree on the day, whatever the machine's clock says.
 */
export function withWorldTime(ctx: SandboxContext, handlers: readonly HttpHandler[]): HttpHandler {
  return http.all(`${API_BASE}/*`, async ({ request }) => {
    const response = await getResponse([...handlers], request);
    if (!response) return undefined;
    const date = ctx.world(request).clock().toUTCString();
    try {
      response.headers.set('Date', date);
      return response;
    } catch {
      // A redirect's headers are immutable: the same answer, with the date.
      const headers = new Headers(response.headers);
      headers.set('Date', date);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
  });
}
