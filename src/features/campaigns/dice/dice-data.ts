import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import { isNotFound } from '../game/errors';
import { now } from '@/shared/clock';
import { addVilniusDays } from '@/shared/format/format';

export type GameTransaction = components['schemas']['RefillCampaignTransaction'];
export type PickupLocation = components['schemas']['CampaignPickupLocation'];

/** A transaction id from the query, only when it looks like one (the query is anyone's to write). */
export function transactionIdOf(request: Request): string | undefined {
  const value = new URL(request.url).searchParams.get('transactionId')?.trim();
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

/** GET /campaign/transactions/{id}; null when the API does not know it (404). */
export async function loadTransaction(services: Services, id: string): Promise<GameTransaction | null> {
  try {
    return await unwrap(services.api.GET('/campaign/transactions/{id}', { params: { path: { id } } }));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The logged-in customer's refills that can still be played (GET /campaign/transactions). */
export function loadPlayable(services: Services): Promise<GameTransaction[]> {
  return unwrap(services.api.GET('/campaign/transactions'));
}

/** The settings of the refill game's file this code reads (spec/campaigns/prize.yaml settings). */
export interface DiceSettings {
  dice?: { faces?: number; rollDurationMs?: number };
  winMoreFor?: readonly string[];
  deliveryForm?: Readonly<Record<string, string>>;
  deliveryDateDaysAhead?: number;
  prizePool?: Readonly<Record<string, number>>;
}

export const diceSettings = (settings: Readonly<Record<string, unknown>>) => settings as DiceSettings;

/**
 * The day a physical prize can be collected from: settings.deliveryDateDaysAhead calendar days after today in
 * Vilnius (campaign seed §5, §9), not as many 24 hours, which a clock change between turns into a day more or less.
 */
export function deliveryDate(settings: DiceSettings, today = now()): Date {
  return addVilniusDays(today, settings.deliveryDateDaysAhead ?? 10);
}

/** The face the die lands on: decorative, but the same for the same prize. */
export function faceOf(transaction: Pick<GameTransaction, 'prizeId' | 'typeId'>, faces = 6): number {
  return ((transaction.prizeId ?? transaction.typeId ?? 0) % faces) + 1;
}
