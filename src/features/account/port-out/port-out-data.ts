import type { components } from '@generated/api/schema';
import { forms } from '@generated/forms/index';
import type { FormDefinition } from '@generated/forms/types';
import { unwrap } from '@/shared/api/client';
import { inVilnius } from '@/shared/format/format';
import type { ExtraValidate } from '@/shared/forms';
import type { Services } from '@/shared/services';
import { settle } from '../common/load';
import { now } from '@/shared/clock';

type Schemas = components['schemas'];
export type PortOut = Schemas['PortOut'];
export type PortOutRequest = Schemas['PortOutRequest'];

export interface PortOutData {
  state: PortOut | null;
  form: FormDefinition;
}

/** The porting date's window, in days from today (the API's InvalidPortingDateException says the same). */
export const EARLIEST_DAYS = 3;
export const LATEST_DAYS = 30;

export async function loadPortOut(services: Services): Promise<PortOutData> {
  const [form, [state]] = await Promise.all([
    forms['port-out-request'](),
    settle<[PortOut]>(services, [unwrap(services.api.GET('/port-out'))]),
  ]);
  return { form, state };
}

/**
 * YYYY-MM-DD of today plus `days` on the Vilnius calendar, the operator's (not the browser's: a customer
 * abroad, or the hours after midnight, would count from another day than the API).
 */
export function dayFromToday(days: number, today: Date = now()): string {
  const vilnius = inVilnius(today);
  return new Date(Date.UTC(vilnius.getUTCFullYear(), vilnius.getUTCMonth(), vilnius.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** The porting date must be 3 to 30 days ahead (message PortingDateRange). */
export function portingDateCheck(today: Date = now()): ExtraValidate {
  return (data) => {
    const date = typeof data.portingDate === 'string' ? data.portingDate : '';
    if (!date) return {};
    return {
      portingDate: date < dayFromToday(EARLIEST_DAYS, today) || date > dayFromToday(LATEST_DAYS, today) ? 'PortingDateRange' : undefined,
    };
  };
}
