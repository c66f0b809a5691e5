import { http, HttpResponse, type HttpHandler } from 'msw';
import { configKeys } from '../../../generated/app';
import { SCENARIO_COOKIE, type SandboxContext } from '../context';
import { API_BASE } from '../http';
import { isScenario, SCENARIOS } from '../scenarios';
import { isFeatureId } from '../world/features';
import { settlePayment } from '../world/gateway';
import { mediaSvg } from '../world/media';
import { redirectTo } from '../redirect';
import { PAYMENT_PAGE_CSS, paymentPageHtml } from './payment-page-html';

const CONTROL = `${API_BASE}/__sandbox`;

/**
 * The sandbox's own endpoints (not part of the API contract): scenarios, reset, the outbox of SMS
 * codes and e-mail links, feature switches, and the payment page that stands in for a bank or card
 * gateway. All are GET, so a tester can use them from the address bar.
 */
export function sandboxControlHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    http.get(`${CONTROL}/scenario/:name`, ({ params }) => {
      const name = String(params.name);
      if (name === 'none') {
        return HttpResponse.json({ scenario: null }, { headers: { 'Set-Cookie': `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` } });
      }
      if (!isScenario(name))
        return HttpResponse.json({ error: `Unknown scenario ${name}`, scenarios: [...SCENARIOS, 'none'] }, { status: 404 });
      return HttpResponse.json({ scenario: name }, { headers: { 'Set-Cookie': `${SCENARIO_COOKIE}=${name}; Path=/; SameSite=Lax` } });
    }),

    // ?at=2026-11-20T08:00:00Z builds the fresh world around that moment, so every date it shows is
    // the same on every run (the visual checks, with the browser's clock set to the same moment).
    http.get(`${CONTROL}/reset`, ({ request }) => {
      const at = new URL(request.url).searchParams.get('at');
      const moment = at === null ? undefined : new Date(at);
      if (moment && Number.isNaN(moment.getTime())) {
        return HttpResponse.json({ error: `Not a moment: ${at}. Write one as 2026-11-20T08:00:00Z.` }, { status: 400 });
      }
      const world = ctx.resetWorld(request, moment);
      return HttpResponse.json(
        { reset: true, at: world.builtAt.toISOString() },
        { headers: { 'Set-Cookie': `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` } },
      );
    }),

    // The demo CMS's pictures (world/media.ts): cached like a CMS's hashed media would be.
    http.get(`${CONTROL}/media/:kind/:file`, ({ request, params }) => {
      // A device's picture is drawn as its kind, in its own colour.
      const devices = ctx.world(request).devices;
      const svg = mediaSvg(`${String(params.kind)}/${String(params.file).replace(/\.svg$/, '')}`, (skuUrl) =>
        devices.find((device) => device.skuUrl === skuUrl),
      );
      if (!svg) return new HttpResponse('No such picture.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
    }),

    // ?LiveChatScriptUrl=https://…&… sets those system configs (spec/app.yaml configKeys) in this browser's world
    http.get(`${CONTROL}/configs`, ({ request }) => {
      const world = ctx.world(request);
      for (const [key, value] of new URL(request.url).searchParams) {
        if (!(configKeys as readonly string[]).includes(key)) {
          return HttpResponse.json({ error: `Unknown config key ${key}`, keys: configKeys }, { status: 400 });
        }
        world.configs.set(key, value);
      }
      return HttpResponse.json(Object.fromEntries(world.configs));
    }),

    http.get(`${CONTROL}/outbox`, ({ request }) => HttpResponse.json(ctx.world(request).auth.outbox)),

    // What campaigns that collect sign-ups have received (POST /campaign/{campaignName}/signups).
    http.get(`${CONTROL}/campaign-signups/:name`, ({ request, params }) =>
      HttpResponse.json(ctx.world(request).campaigns.signups.get(String(params.name)) ?? []),
    ),

    // ?disabled=1,12,20 switches exactly those features off; ?disabled= switches all on
    http.get(`${CONTROL}/features`, ({ request }) => {
      const world = ctx.world(request);
      const param = new URL(request.url).searchParams.get('disabled');
      if (param !== null) {
        world.disabledFeatures.clear();
        for (const id of param.split(',').map(Number)) if (isFeatureId(id)) world.disabledFeatures.add(id);
      }
      return HttpResponse.json({ disabled: [...world.disabledFeatures].sort((a, b) => a - b) });
    }),

    http.get(
      `${CONTROL}/payment-gateway.css`,
      () =>
        new HttpResponse(PAYMENT_PAGE_CSS, {
          headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    ),

    http.get(`${CONTROL}/payment-gateway/:id`, ({ request, params }) => {
      const payment = ctx.world(request).payments.pending.get(String(params.id));
      if (!payment)
        return new HttpResponse('This payment is finished or unknown.', {
          status: 404,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      return new HttpResponse(paymentPageHtml(payment), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),

    http.get(`${CONTROL}/payment-gateway/:id/:decision`, ({ request, params }) => {
      const world = ctx.world(request);
      const payment = world.payments.pending.get(String(params.id));
      if (!payment || (params.decision !== 'approve' && params.decision !== 'decline')) {
        return new HttpResponse('This payment is finished or unknown.', {
          status: 404,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      }
      return redirectTo(settlePayment(world, payment, params.decision === 'approve'), '/');
    }),
  ];
}
