// The sandbox links to every page, the campaigns' among them: their routes are in its table at once.
import '../shared/routing/every-route';
import type { HttpHandler } from 'msw';
import type { SandboxContext } from './context';
import { airpodHandlers } from './handlers/airpod';
import { authHandlers } from './handlers/auth';
import { awardsHandlers } from './handlers/awards';
import { awardsStoreHandlers } from './handlers/awards-store';
import { bannersHandlers } from './handlers/banners';
import { campaignHandlers } from './handlers/campaign';
import { campaignDrawHandlers } from './handlers/campaign-draw';
import { consentHandlers } from './handlers/consent';
import { coverageHandlers } from './handlers/coverage';
import { corporateHandlers } from './handlers/corporate';
import { elementsHandlers } from './handlers/elements';
import { esimHandlers } from './handlers/esim';
import { featuresHandlers } from './handlers/features';
import { helpHandlers } from './handlers/help';
import { isicHandlers } from './handlers/isic';
import { liveChatHandlers } from './handlers/live-chat';
import { narsykHandlers } from './handlers/narsyk';
import { newsletterHandlers } from './handlers/newsletter';
import { pagesHandlers } from './handlers/pages';
import { passwordHandlers } from './handlers/password';
import { paymentHandlers } from './handlers/payment';
import { pricePlanHandlers } from './handlers/price-plan';
import { profileHandlers } from './handlers/profile';
import { protectionFilterHandlers } from './handlers/protection-filters';
import { registrationHandlers } from './handlers/registration';
import { resourcesHandlers } from './handlers/resources';
import { sandboxControlHandlers } from './handlers/sandbox-control';
import { systemHandlers } from './handlers/system';
import { ticketsHandlers } from './handlers/tickets';
import { userInformationHandlers } from './handlers/user-information';
import { whaleboneHandlers } from './handlers/whalebone';
import { billingHandlers } from './handlers/billing';
import { numberRegistrationHandlers } from './handlers/number-registration';
import { portOutHandlers } from './handlers/port-out';
import { lineHandlers } from './handlers/lines';
import { serviceControlHandlers } from './handlers/service-controls';
import { subscriptionsHandlers } from './handlers/subscriptions';
import { usageHandlers } from './handlers/usage';
import { sitePathsHandlers } from './handlers/site-paths';
import { cspReportHandlers } from './csp-reports';
import { withWorldTime, worldStart } from './api-clock';
import { scenarioHandler, type Scenario } from './scenarios';
import { perSessionContext, singleWorldContext, type WorldStore } from './sessions';

export type { SandboxContext } from './context';
export type { World } from './world';
export { createWorld } from './world';

/** Every API area's handlers. Adding an area = one line here. */
const AREAS: ((ctx: SandboxContext) => HttpHandler[])[] = [
  systemHandlers,
  resourcesHandlers,
  authHandlers,
  registrationHandlers,
  passwordHandlers,
  userInformationHandlers,
  ticketsHandlers,
  profileHandlers,
  consentHandlers,
  featuresHandlers,
  pricePlanHandlers,
  paymentHandlers,
  corporateHandlers,
  esimHandlers,
  elementsHandlers,
  coverageHandlers,
  sitePathsHandlers, // before pagesHandlers: /pages/resolve is not /pages/{id}
  pagesHandlers,
  helpHandlers,
  liveChatHandlers,
  whaleboneHandlers,
  // the account area (invoices, usage statement, port-out, plan cancellation, number registration):
  billingHandlers,
  usageHandlers,
  portOutHandlers,
  lineHandlers,
  serviceControlHandlers,
  subscriptionsHandlers,
  numberRegistrationHandlers,
  // campaign areas:
  campaignHandlers,
  awardsHandlers,
  awardsStoreHandlers,
  airpodHandlers,
  campaignDrawHandlers,
  isicHandlers,
  bannersHandlers,
  newsletterHandlers,
  narsykHandlers,
  protectionFilterHandlers,
];

export interface SandboxOptions {
  /** 'single' (default): one world for all requests, for component tests. 'per-session': a world per
   * `sandbox-session` cookie, for the Node server. */
  worlds?: 'single' | 'per-session';
  /** Most worlds kept in per-session mode; the least recently used is dropped. Default 200. */
  maxSessions?: number;
  /** The time new worlds are built around. Default: SANDBOX_AT when set (api-clock.ts), else the real time when each world is created. */
  now?: () => Date;
  /** Lifetime of issued tokens, seconds. Default 3600. */
  tokenTtlSeconds?: number;
  /** Delay of the `slow` scenario, ms. Default 3000. */
  slowDelayMs?: number;
}

export interface Sandbox {
  handlers: HttpHandler[];
  /** Fresh world(s): the single world, or every session's. */
  reset(): void;
  /** A fault scenario for every request without a scenario cookie (component tests); null = none. */
  setScenario(scenario: Scenario | null): void;
  context: SandboxContext;
  /** The per-session worlds (per-session mode only). */
  store?: WorldStore;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const settings = {
    now: options.now ?? worldStart(),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    slowDelayMs: options.slowDelayMs ?? 3000,
  };
  const perSession = options.worlds === 'per-session' ? perSessionContext(settings, options.maxSessions) : undefined;
  const context = perSession ?? singleWorldContext(settings);
  let scenario: Scenario | null = null;
  return {
    handlers: [
      ...cspReportHandlers(),
      withWorldTime(context, [
        scenarioHandler(context, () => scenario),
        ...sandboxControlHandlers(context),
        ...AREAS.flatMap((area) => area(context)),
      ]),
    ],
    reset: () => {
      scenario = null;
      context.reset();
    },
    setScenario: (next) => void (scenario = next),
    context,
    store: perSession?.store,
  };
}
