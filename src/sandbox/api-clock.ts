import { getResponse, http, type HttpHandler } from 'msw';
import * as app from '../../generated/app';
import type { SandboxContext } from './context';
import { previewInstant } from './world/time';
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
 * API's says its own. A request that previews another instant (its Preview-At header) is answered as of
 * that instant, and says so by sending the header back. The portal's clock learns it from there (src/shared/clock.ts), so a page and the
 * world it talks to agree on the day, whatever the machine's clock says.
 */
export function withWorldTime(ctx: SandboxContext, handlers: readonly HttpHandler[]): HttpHandler {
  return http.all(`${API_BASE}/*`, async ({ request }) => {
    const asked = request.headers.get(app.api.previewHeader);
    const preview = asked ? new Date(asked) : undefined;
    const previewing = preview && !Number.isNaN(preview.getTime()) ? preview : undefined;
    const response = previewing
      ? await previewInstant.run(previewing, () => getResponse([...handlers], request))
      : await getResponse([...handlers], request);
    if (!response) return undefined;
    const date = ctx.world(request).clock().toUTCString();
    // Said back, so the portal knows these answers are as of the preview (its preview bar says so).
    const extra: [string, string][] = [
      ['Date', date],
      ...(previewing ? [[app.api.previewHeader, previewing.toISOString()] as [string, string]] : []),
    ];
    try {
      for (const [name, value] of extra) response.headers.set(name, value);
      return response;
    } catch {
      // A redirect's headers are immutable: the same answer, with the date.
      const headers = new Headers(response.headers);
      for (const [name, value] of extra) headers.set(name, value);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
  });
}
