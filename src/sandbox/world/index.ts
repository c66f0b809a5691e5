import { createAuthState, type AuthState } from './auth-state';
import { createBalances, type BalanceState } from './balances';
import { createCards, createPaymentTypes, type CardState, type PaymentType } from './cards';
import { createConfigs } from './configs';
import { createConsents, type ConsentAnswers } from './consents';
import {
  createDiscounts,
  createForeignRates,
  createShortLinks,
  type DiscountState,
  type ForeignRateState,
  type ShortLinkState,
} from './corporate';
import { createDevices, type DeviceState } from './devices';
import { createEsim, type EsimState } from './esim';
import { createElements, type ElementsInLanguage } from './elements';
import { createHelp, type HelpGroupState } from './help';
import { createDisabledFeatures, type FeatureId } from './features';
import type { Language } from './i18n';
import { createPages, type PageState } from './pages';
import { createPayments, type PaymentsState, type RefillRecord } from './payments';
import { createActivePlans, createPlans, type PlanState } from './plans';
import { createSubscribers, type Subscriber } from './subscribers';
import { createResourceGroups, createTranslations, type TextTable } from './texts';
import { runningClock } from './time';
import { createAirpods, type AirpodState } from './airpods';
import { createAwards, type AwardsState } from './awards';
import { createBanners, type BannerState } from './banners';
import { createCampaigns, prizeGameRefillHook, type CampaignState } from './campaigns';
import { createNewsletter } from './newsletter';
import { createProtection, type ProtectionState } from './protection';
import { createLoginHistory, type HistoryEntry } from './login-history';
import { createNumberRegistrations, type NumberRegistrationState } from './number-registration';
import { createPortOut, type PortOutState } from './port-out';
import { createSubscriptions, type SubscriptionsState } from './subscriptions';
import { createTickets, type TicketState } from './tickets';
import type { InvoicePaymentRecord } from './billing';
import { createCustomerOrders, type CustomerOrderState } from './customer-orders';
import { createServiceControls, createSims, type ServiceControlState, type SimState } from './lines';

/**
 * Called when a refill is credited. A campaign that the refill takes part in returns its name, which
 * the refill result page receives as campaignName (core §2 refill result query).
 */
export type RefillHook = (refill: RefillRecord, world: World) => string | null;

/** The in-memory state of one subscriber's world: what the real backend would keep in its databases. */
export interface World {
  /** The moment the world's data was built around ("expires this month" is relative to it). */
  builtAt: Date;
  /** Now, running on from builtAt. */
  clock: () => Date;
  subscribers: Map<string, Subscriber>;
  balances: Map<string, BalanceState>;
  plans: PlanState[];
  /** msisdn -> plan ids the number has now. */
  activePlans: Map<string, number[]>;
  cards: Map<string, CardState>;
  paymentTypes: Map<string, PaymentType>;
  payments: PaymentsState;
  auth: AuthState;
  consents: ConsentAnswers;
  disabledFeatures: Set<FeatureId>;
  configs: Map<string, string>;
  pages: PageState[];
  elements: Record<Language, ElementsInLanguage>;
  discounts: DiscountState[];
  foreignRates: ForeignRateState[];
  shortLinks: ShortLinkState[];
  devices: DeviceState[];
  /** The help centre's groups and articles. */
  help: HelpGroupState[];
  /** eSIM purchases and changes with their activation codes. */
  esim: EsimState;
  resourceGroups: Record<string, TextTable>;
  translations: Record<string, TextTable>;
  refillHooks: RefillHook[];
  // Campaign areas add their state below (one field each, created in createWorld).
  campaigns: CampaignState;
  awards: AwardsState;
  airpods: AirpodState;
  banners: BannerState[];
  protection: ProtectionState;
  newsletter: Set<string>;
  // The account area (settings, requests, port-out, plan cancellation, number registration):
  /** msisdn -> customer-care requests. */
  tickets: Map<string, TicketState[]>;
  /** msisdn -> logins before the subscriber's own recent loginHistory. */
  loginHistory: Map<string, HistoryEntry[]>;
  portOut: Map<string, PortOutState>;
  subscriptions: SubscriptionsState;
  numberRegistrations: Map<string, NumberRegistrationState>;
  /** Invoice id -> its payment in this world (the seeded invoices' own payments are part of them). */
  invoicePayments: Map<string, InvoicePaymentRecord>;
  // Issue 51: a lost SIM, service switches and alerts, and the orders of each number.
  /** msisdn -> its SIM, when it is not simply active. */
  sims: Map<string, SimState>;
  serviceControls: Map<string, ServiceControlState>;
  customerOrders: CustomerOrderState[];
}

/** A fresh, deterministic world: the same `now` always gives the same data. */
export function createWorld(now: Date = new Date()): World {
  const world: World = {
    builtAt: now,
    clock: runningClock(now),
    subscribers: createSubscribers(now),
    balances: createBalances(now),
    plans: createPlans(),
    activePlans: createActivePlans(),
    cards: createCards(now),
    paymentTypes: createPaymentTypes(),
    payments: createPayments(),
    auth: createAuthState(now),
    consents: createConsents(),
    disabledFeatures: createDisabledFeatures(),
    configs: createConfigs(now),
    pages: createPages(now),
    elements: createElements(),
    discounts: createDiscounts(now),
    foreignRates: createForeignRates(),
    shortLinks: createShortLinks(),
    devices: createDevices(),
    help: createHelp(now),
    esim: createEsim(),
    resourceGroups: createResourceGroups(),
    translations: createTranslations(),
    refillHooks: [prizeGameRefillHook],
    campaigns: createCampaigns(now),
    awards: createAwards(now),
    airpods: createAirpods(now),
    banners: createBanners(now),
    protection: createProtection(),
    newsletter: createNewsletter(),
    tickets: createTickets(now),
    loginHistory: new Map(),
    portOut: createPortOut(now),
    subscriptions: createSubscriptions(now),
    numberRegistrations: createNumberRegistrations(now),
    invoicePayments: new Map(),
    sims: createSims(now),
    serviceControls: createServiceControls(),
    customerOrders: [],
  };
  world.customerOrders = createCustomerOrders(now, world.devices);
  world.loginHistory = createLoginHistory(now, world.subscribers);
  return world;
}
