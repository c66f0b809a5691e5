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

/** The summer 2023 game's window (spec/campaigns/shake.yaml). */
export const SUMMER_2023 = { activeFrom: new Date('2023-06-01T00:00:00+03:00'), activeTo: new Date('2023-08-31T23:59:59+03:00') } as const;

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
 * One campaign in each status: the refill game and the wheel run (their windows are read from the
 * system configs, so config and campaign list always agree), item purchase (sim) only finishes
 * earlier transactions, the 2023 summer game is over.
 */
export function campaignList(world: World): CampaignRecord[] {
  const { builtAt: now, configs } = world;
  return [
    { name: 'prize', status: 1, ...windowOf(configs, 'RefillCampaignConfig') },
    { name: 'wheel', status: 1, ...windowOf(configs, 'AwardsCampaignConfig') },
    { name: 'AirPods', status: 1, activeFrom: addDays(now, -19), activeTo: addDays(now, 40) },
    { name: 'sim', status: 2, activeFrom: addDays(now, -80), activeTo: addDays(now, 130) },
    // Its file's window (spec/campaigns/shake.yaml): Active only in a world built inside summer 2023 (tests of the live game).
    { name: 'shake', status: isWithin(world.clock(), SUMMER_2023) ? 1 : 0, ...SUMMER_2023 },
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
