// The prize game's own file only (spec/campaigns/prize.yaml, which the refill seed names), not every campaign's.
import prize from '@generated/campaigns/prize.campaign';
import { CampaignTransactionStatus, RefillPrizeType } from '@generated/enums';

/**
 * The refill prize game's reading of a refill transaction (campaign seed §2-§4), shared by the refill
 * result page (refill feature) and the game's own pages (campaigns feature), which may not import
 * each other: whether the dice can still be rolled for it, and which campaign result state it is in.
 */
export interface GameTransaction {
  status: number;
  typeId: number | null;
  prizeId: number | null;
}

interface ResultStateRule {
  used?: boolean;
  prizeTypes: readonly string[];
  prizeIds?: readonly number[];
}

/** The refill campaign's file (spec/campaigns/prize.yaml). */
export const refillGame = prize;

const rules = Object.entries((refillGame?.settings.resultStates ?? {}) as Record<string, ResultStateRule>);
const USED = rules.find(([, rule]) => rule.used)?.[0] ?? 'panaudotas';

/** RefillPrizeType member name of a value (1 → Plan). */
export function prizeTypeName(typeId: number | null): keyof typeof RefillPrizeType | undefined {
  return (Object.keys(RefillPrizeType) as (keyof typeof RefillPrizeType)[]).find((name) => RefillPrizeType[name] === typeId);
}

/** Not rolled yet and still valid (Valid 1 or ValidPromo 2): the dice may be rolled for it. */
export function isPlayable(transaction: GameTransaction): boolean {
  return transaction.typeId === null && transaction.status !== CampaignTransactionStatus.Invalid;
}

/**
 * The campaign result state (PrizeGameResult's :status) of a transaction: by the prize it won, the first
 * rule of settings.resultStates that names its type (and, where the rule lists them, its prize id);
 * "used" for a transaction used up without a prize to show. Undefined while it can still be played.
 */
export function resultStateOf(transaction: GameTransaction): string | undefined {
  if (transaction.typeId === null) return isPlayable(transaction) ? undefined : USED;
  const type = prizeTypeName(transaction.typeId);
  const match = rules.find(
    ([, rule]) =>
      !rule.used &&
      type !== undefined &&
      rule.prizeTypes.includes(type) &&
      (!rule.prizeIds || (transaction.prizeId !== null && rule.prizeIds.includes(transaction.prizeId))),
  );
  return match?.[0] ?? USED;
}
