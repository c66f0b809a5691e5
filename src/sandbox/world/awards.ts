import { MEDAL_POINTS, type AwardsPrizeState, type AwardsPrizeType, type MedalType } from './awards-prizes';
import { addDays } from './time';

/** Delivery details of a won physical prize, waiting for the e-mail to be confirmed. */
export interface AwardsShipmentRecord {
  fullName: string;
  email: string;
  postCode: string;
  deliveryLocation: number;
  emailConfirmed: boolean;
  /** The `{hash}` of the confirmation link mailed with the code. */
  linkHash: string;
  /** When the link was mailed: it works for EMAIL_LINK_VALID_HOURS, as the profile's e-mail link does. */
  linkSentAt: Date;
}

export interface AwardsWinningState {
  winningId: number;
  prizeId: number;
  prizeType: AwardsPrizeType;
  isConfirmed: boolean;
  shipment: AwardsShipmentRecord | null;
  at: Date;
}

/** One subscriber's part in the campaign. */
export interface AwardsAccount {
  points: number;
  completed: Set<MedalType>;
  /** Lottery prize id -> wheel spins bought and not yet played. */
  tickets: Map<number, number>;
  winnings: AwardsWinningState[];
  /** Wheel games played; decides the next outcome (see nextGameWins). */
  games: number;
}

export interface AwardsState {
  accounts: Map<string, AwardsAccount>;
  /** Last winning id given; ids are unique within a world. */
  serial: number;
}

function account(points: number, completed: MedalType[], tickets: [number, number][] = []): AwardsAccount {
  return { points, completed: new Set(completed), tickets: new Map(tickets), winnings: [], games: 0 };
}

/**
 * The prepaid demo (61234567) is a keen collector: points for every kind of purchase, a wheel ticket
 * for the earphones lottery, a bottle waiting for its delivery form and an unclaimed lottery win.
 * The postpaid demo (61234568) has too few points for anything, to show the refusal.
 */
export function createAwards(now: Date): AwardsState {
  const ruta = account(1250, ['Refill', 'PricePlanOrder', 'EmailConfirmation', 'CreditCardRegistration', 'DataUsagePerMonth'], [[1, 1]]);
  ruta.winnings.push(
    { winningId: 3, prizeId: 1, prizeType: 4, isConfirmed: false, shipment: null, at: addDays(now, -1) },
    { winningId: 2, prizeId: 4, prizeType: 5, isConfirmed: true, shipment: null, at: addDays(now, -6) },
    { winningId: 1, prizeId: 2, prizeType: 2, isConfirmed: true, shipment: null, at: addDays(now, -10) },
  );
  ruta.games = 1;
  return {
    accounts: new Map([
      ['61234567', ruta],
      ['61234568', account(40, ['Refill'])],
      ['61234569', account(300, ['MobileAppDownload', 'EmailConfirmation', 'ConsentThirdParty'])],
    ]),
    serial: 3,
  };
}

/** A subscriber's account, opened with no points on first use (every customer takes part). */
export function awardsAccountOf(state: AwardsState, msisdn: string): AwardsAccount {
  let found = state.accounts.get(msisdn);
  if (!found) {
    found = account(0, []);
    state.accounts.set(msisdn, found);
  }
  return found;
}

/** Completes a medal and credits its points; false when it was already done (each medal pays once). */
export function completeMedal(account: AwardsAccount, medal: MedalType): boolean {
  if (account.completed.has(medal)) return false;
  account.completed.add(medal);
  account.points += MEDAL_POINTS[medal];
  return true;
}

/** Records a winning, newest first. A bought prize is confirmed at once; a wheel win awaits confirm. */
export function addWinning(
  state: AwardsState,
  account: AwardsAccount,
  prize: AwardsPrizeState,
  confirmed: boolean,
  at: Date,
): AwardsWinningState {
  state.serial += 1;
  const winning: AwardsWinningState = {
    winningId: state.serial,
    prizeId: prize.id,
    prizeType: prize.typeId,
    isConfirmed: confirmed,
    shipment: null,
    at,
  };
  account.winnings.unshift(winning);
  return winning;
}

/**
 * Whether the next wheel game wins. The real wheel is random; alternating win and miss keeps the
 * sandbox reproducible and shows both endings (the demo's next game wins: it has played one).
 */
export function nextGameWins(account: AwardsAccount): boolean {
  account.games += 1;
  return account.games % 2 === 0;
}
