import { forms, type FormDefinition } from '@generated/forms/index';
import { optionalData } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import { loadFilters, loadStatistics, type IncidentStatistics, type ProtectionFilters } from './protection-api';

export interface SummaryData {
  /** Undefined when it could not be loaded (the error handler has said so): the screen offers a retry. */
  statistics: IncidentStatistics | undefined;
}

export interface SettingsData {
  form: FormDefinition;
  filters: ProtectionFilters | undefined;
}

/**
 * The summary's data. A 401, 403 or 503 is rethrown (the route guard redirects: in the /narsyk area
 * a 401 goes to its entry page); any other failure leaves the summary out with a retry.
 */
export async function summaryData(services: Services): Promise<SummaryData> {
  return { statistics: await optionalData(services, loadStatistics(services), undefined) };
}

export async function settingsData(services: Services): Promise<SettingsData> {
  const [form, filters] = await Promise.all([forms['protection-settings'](), optionalData(services, loadFilters(services), undefined)]);
  return { form, filters };
}
