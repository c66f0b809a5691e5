import type { components } from '@generated/api/schema';
import { AwardsPrizeType } from '@generated/enums';
import { type Language, type RouteKey } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { hrefOf } from '@/shared/routing/paths';

export type AwardsPrize = components['schemas']['AwardsPrize'];
export type AwardsBalance = components['schemas']['AwardsBalance'];
export type AwardsAction = components['schemas']['AwardsAction'];
export type AwardsWinning = components['schemas']['AwardsWinning'];
export type AwardsConsent = components['schemas']['Consent'];
export type AwardsLocation = components['schemas']['CampaignPickupLocation'];
export type AwardsGameResult = components['schemas']['AwardsGameResult'];

/** Where a medal's action is done (spec/campaigns/wheel.yaml settings.medalActions). */
export type MedalAction = { url: string; report?: boolean } | { route: string } | { consent: string };

/** The settings of the awards file this code reads. */
export interface WheelSettings {
  spinDurationMs?: number;
  minFullTurns?: number;
  medalActions?: Readonly<Record<string, MedalAction>>;
  shippablePrizeTypes?: readonly string[];
}

export const wheelSettings = (settings: Readonly<Record<string, unknown>>) => settings as WheelSettings;

/** AwardsPrizeType member name of a value (4 → Lottery). */
export function awardsTypeName(typeId: number): keyof typeof AwardsPrizeType | undefined {
  return (Object.keys(AwardsPrizeType) as (keyof typeof AwardsPrizeType)[]).find((name) => AwardsPrizeType[name] === typeId);
}

/** A prize type a delivery form follows (things in a box). */
export function isShippable(settings: WheelSettings, typeId: number): boolean {
  const name = awardsTypeName(typeId);
  return !!name && (settings.shippablePrizeTypes ?? ['Physical', 'Lottery', 'ForSale']).includes(name);
}

/** What the store offers: active prizes other than the wheel's empty segment, in priority order (lower first). */
export function storePrizes(prizes: readonly AwardsPrize[]): AwardsPrize[] {
  return prizes.filter((p) => p.isActive && p.typeId !== AwardsPrizeType.Nothing).sort((a, b) => a.priority - b.priority);
}

/** The wheel's segments: every active prize, the empty one included, in priority order. */
export function wheelSegments(prizes: readonly AwardsPrize[]): AwardsPrize[] {
  return prizes.filter((p) => p.isActive).sort((a, b) => a.priority - b.priority);
}

/** The portal address of a medal's route action, when its key is a route of the table. */
export function medalRoute(action: MedalAction | undefined, lang: Language): string | undefined {
  if (!action || !('route' in action) || !(action.route in routes)) return undefined;
  return hrefOf(action.route as RouteKey, {}, lang);
}
