import { campaigns } from '../../shared/campaign-files/every-campaign';
import type { Schemas } from '../api-types';
import type { RefillHook, World } from './index';
import { DRAW_CYCLE } from './refill-prizes';
import { addDays } from './time';

export type CampaignName = Schemas['CampaignName'];
/** 0 Inactive, 1 Active, 2 ActiveTransactionOnly. */
export type CampaignStatus = Schemas['CampaignStatus'];

export interface CampaignRecord {
  name: CampaignName;
  status: CampaignStatus;
  activeFrom: Date;
  activeTo: Date;
}

/** Invalid 0 (used), Valid 1, ValidPromo 2. */
export type TransactionStatus = Schemas['RefillCampaignTransactionStatus'];

export interface RefillShipmentRecord {
  name: string;
  surname: string;
  locationId: number;
  personCode: string | null;
  address: string | null;
  at: Date;
}

/** A refill taking part in the dice game. The prize is drawn when the refill is made, shown on the spin. */
export interface RefillTransactionState {
  transactionId: string;
  msisdn: string;
  /** The refill it came from: when, and how much (the customer tells their refills apart by them). */
  refilledAt: Date;
  amount: number;
  status: TransactionStatus;
  prizeId: number;
  spunAt: Date | null;
  shipment: RefillShipmentRecord | null;
}

/** A sign-up stored by POST /campaign/{campaignName}/signups (campaigns that only collect leads). */
export interface CampaignSignupRecord {
  id: string;
  campaignName: string;
  request: Schemas['CampaignSignupRequest'];
  /** The logged-in customer's number, when the sign-up came with a token. */
  caller: string | null;
  createdAt: Date;
}

export interface CampaignState {
  transactions: Map<string, RefillTransactionState>;
  /** Position in DRAW_CYCLE of the next refill's prize. */
  draws: number;
  /** campaign name -> its sign-ups, oldest first. */
  signups: Map<string, CampaignSignupRecord[]>;
}

/**
 * A campaign's window as its file says it (spec/campaigns/<name>.yaml): the sandbox runs each campaign by
 * its file's dates, so the API, the campaign's pages, its rules and the discount list name one period
 * (issue 49). A real backend may narrow it; the portal then shows the narrower one (runningPeriod).
 */
export function fileWindow(name: string): { activeFrom: Date; activeTo: Date } {
  const file = campaigns[name];
  if (!file) throw new Error(`No campaign file spec/campaigns/… has the name ${name}`);
  return { activeFrom: new Date(file.activeFrom), activeTo: new Date(file.activeTo) };
}

/** The summer 2023 game's window (spec/campaigns/shake.yaml). */
export const SUMMER_2023 = fileWindow('shake');

const isWithin = (now: Date, window: { activeFrom: Date; activeTo: Date }) => window.activeFrom <= now && now <= window.activeTo;

/** A refill smaller than this does not take part (campaign rules, assumed). */
export const MIN_GAME_REFILL_EUR = 5;

/** The window a campaign config (world/configs.ts) stores as JSON {activeFrom, activeTo}. */
function windowOf(configs: Map<string, string>, key: string): { activeFrom: Date; activeTo: Date } {
  const parsed = JSON.parse(configs.get(key) ?? 'null') as { activeFrom: string; activeTo: string } | null;
  if (!parsed) throw new Error(`System config ${key} is missing`);
  return { activeFrom: new Date(parsed.activeFrom), activeTo: new Date(parsed.activeTo) };
}

/**
 * The campaigns the API runs, each by its file's window (the refill game's and the wheel's read from the
 * system configs, which hold the same): Active inside it, Inactive outside; item purchase (sim) only
 * finishes earlier transactions (ActiveTransactionOnly) while its window lasts.
 */
export function campaignList(world: World): CampaignRecord[] {
  const { configs } = world;
  const at = world.clock();
  const record = (name: CampaignName, window: { activeFrom: Date; activeTo: Date }, open: CampaignStatus = 1): CampaignRecord => ({
    name,
    status: isWithin(at, window) ? open : 0,
    ...window,
  });
  return [
    record('prize', windowOf(configs, 'RefillCampaignConfig')),
    record('wheel', windowOf(configs, 'AwardsCampaignConfig')),
    record('AirPods', fileWindow('AirPods')),
    record('sim', fileWindow('sim'), 2),
    record('shake', SUMMER_2023),
  ];
}

/**
 * Transactions of the demo subscriber named after what their spin wins (CAMPAIGNS.md: open
 * /6000prizu/zaidimas?transactionId=PRIZE-PHONE), plus one already played with its shipment stored.
 */
function demoTransactions(now: Date): Map<string, RefillTransactionState> {
  let daysAgo = 0;
  const open = (transactionId: string, prizeId: number, status: TransactionStatus = 1, msisdn = '61234567'): RefillTransactionState => ({
    transactionId,
    msisdn,
    refilledAt: addDays(now, -++daysAgo),
    amount: 5 + 5 * (daysAgo % 3),
    status,
    prizeId,
    spunAt: null,
    shipment: null,
  });
  const list: RefillTransactionState[] = [
    open('PRIZE-PLAN', 101),
    open('PRIZE-VAS', 201),
    open('PRIZE-PHYSICAL', 301),
    open('PRIZE-PHONE', 401, 2),
    open('PRIZE-NOTHING', 501),
    {
      transactionId: 'PRIZE-USED',
      msisdn: '61234567',
      refilledAt: addDays(now, -9),
      amount: 10,
      status: 0,
      prizeId: 301,
      spunAt: addDays(now, -2),
      shipment: { name: 'Rūta', surname: 'Kazlauskienė', locationId: 1, personCode: null, address: null, at: addDays(now, -2) },
    },
    open('PRIZE-TOMAS', 202, 1, '61234568'),
  ];
  return new Map(list.map((transaction) => [transaction.transactionId, transaction]));
}

export function createCampaigns(now: Date): CampaignState {
  return { transactions: demoTransactions(now), draws: 0, signups: new Map() };
}

export function campaignRecord(world: World, name: CampaignName): CampaignRecord | undefined {
  return campaignList(world).find((campaign) => campaign.name === name);
}

/** Active when its status allows play and now is inside its window (campaign seed §3, §9). */
export function isRunning(campaign: CampaignRecord | undefined, now: Date): boolean {
  return !!campaign && campaign.status !== 0 && campaign.activeFrom <= now && now <= campaign.activeTo;
}

/**
 * Every refill of at least MIN_GAME_REFILL_EUR made while the game is Active (not merely
 * ActiveTransactionOnly) becomes a transaction with its prize drawn now; the refill result page then
 * gets campaignName=prize and offers the game.
 */
export const prizeGameRefillHook: RefillHook = (refill, world) => {
  const state = world.campaigns;
  const campaign = campaignRecord(world, 'prize');
  if (campaign?.status !== 1 || !isRunning(campaign, refill.at) || refill.amount < MIN_GAME_REFILL_EUR) return null;
  const prizeId = DRAW_CYCLE[state.draws % DRAW_CYCLE.length]!;
  state.draws += 1;
  state.transactions.set(refill.transactionId, {
    transactionId: refill.transactionId,
    msisdn: refill.msisdn,
    refilledAt: refill.at,
    amount: refill.amount,
    status: 1,
    prizeId,
    spunAt: null,
    shipment: null,
  });
  return 'prize';
};
