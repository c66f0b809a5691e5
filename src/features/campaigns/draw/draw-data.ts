import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';

type Schemas = components['schemas'];
export type CampaignItem = Schemas['CampaignItem'];
export type CampaignDraw = Schemas['CampaignDraw'];
export type CampaignWinner = Schemas['CampaignWinner'];

/** What a draw campaign's file may set under `settings:` (spec/campaigns/shake.yaml). */
export interface DrawSettings {
  /** Device motion (m/s², gravity excluded) that counts as a shake. */
  shakeThreshold: number;
  /** How long the draw's suspense lasts before the result (none with reduced motion). */
  drawDurationMs: number;
}

export function drawSettings(settings: Readonly<Record<string, unknown>>): DrawSettings {
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
  return { shakeThreshold: number(settings.shakeThreshold, 15), drawDurationMs: number(settings.drawDurationMs, 3000) };
}

const path = (campaignName: string) => ({ params: { path: { campaignName } } });

export const loadItems = (services: Services, campaign: string) =>
  unwrap(services.api.GET('/campaign/{campaignName}/items', path(campaign)));
export const loadDraws = (services: Services, campaign: string) =>
  unwrap(services.api.GET('/campaign/{campaignName}/draws', path(campaign)));
export const loadWinners = (services: Services, campaign: string) =>
  unwrap(services.api.GET('/campaign/{campaignName}/winners', path(campaign)));

/** The draw's result page address status: won or lost (spec/campaigns/shake.yaml SummerGameWin). */
export const resultStatus = (draw: CampaignDraw): 'won' | 'lost' => (draw.prize ? 'won' : 'lost');

/**
 * How long the draw's suspense runs for this visitor: none when they prefer reduced motion (or the
 * environment cannot say, as in tests without a browser).
 */
export function suspenseMs(ms: number): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 0;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ms;
}
