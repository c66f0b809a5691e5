import type { components } from '@generated/api/schema';
import * as constants from '@generated/constants';
import { FilterType } from '@generated/enums';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';

export type IncidentStatistics = components['schemas']['IncidentStatistics'];
export type ProtectionFilters = components['schemas']['ProtectionFilters'];

/** The switches in the order of spec/forms/protection-settings.yaml: field name -> filter type. */
export const FILTER_FIELDS = {
  security: FilterType.Security,
  adult: FilterType.Adult,
  entertainment: FilterType.Entertainment,
  crime: FilterType.Crime,
  advertisement: FilterType.Advertisement,
} as const satisfies Record<string, FilterType>;
export type FilterField = keyof typeof FILTER_FIELDS;

/** The Security filter is the service itself: it stays on (the API refuses to switch it off). */
export const LOCKED_ON: readonly FilterField[] = ['security'];

export type FilterChoices = Record<FilterField, boolean>;

/** Blocked threats of the last 30 days (the API's default period). */
export function loadStatistics(services: Services): Promise<IncidentStatistics> {
  return unwrap(services.api.GET('/whalebone/incident-statistics'));
}

export function loadFilters(services: Services): Promise<ProtectionFilters> {
  return unwrap(services.api.GET('/whalebone/filters'));
}

export function choicesOf(filters: ProtectionFilters): FilterChoices {
  const on = new Set(filters.filters.filter((filter) => filter.isEnabled).map((filter) => filter.type));
  return Object.fromEntries(Object.entries(FILTER_FIELDS).map(([field, type]) => [field, on.has(type)])) as FilterChoices;
}

/** Saves every filter type's state for the provider (campaign seed §9: provider id 1); domains stay as they are. */
export function saveFilters(services: Services, choices: FilterChoices, allowedDomains: readonly string[]): Promise<ProtectionFilters> {
  const body: ProtectionFilters = {
    providerId: constants.protectionProviderId as 1,
    filters: Object.entries(FILTER_FIELDS).map(([field, type]) => ({
      type,
      isEnabled: LOCKED_ON.includes(field as FilterField) || choices[field as FilterField],
    })),
    allowedDomains: [...allowedDomains],
  };
  return unwrap(services.api.PUT('/whalebone/filters', { body }));
}
