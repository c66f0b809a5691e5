import type { Diagnostics } from '../load/diagnostics';
import type { Spec } from '../spec-types';
import { checkApi } from './api-checks';
import { checkCampaigns } from './campaign-checks';
import { checkCampaignTexts } from './campaign-texts';
import { checkCampaignAuthoring } from './campaign-authoring';
import { checkForms } from './form-checks';
import { checkI18n } from './i18n-checks';
import { checkRoutes } from './route-checks';
import { checkRules } from './rule-checks';
import { checkScreens } from './screen-checks';
import { checkTypography } from './typography';
import type { Sources } from './sources';

/** Checks that need more than one file: names one file uses must exist in another. */
export function runCrossChecks(spec: Spec, sources: Sources, diagnostics: Diagnostics): void {
  checkRoutes(spec, diagnostics);
  checkScreens(spec, diagnostics);
  checkCampaigns(spec, diagnostics);
  checkCampaignTexts(spec, sources, diagnostics);
  checkCampaignAuthoring(spec, sources.publicFile, diagnostics);
  checkRules(spec, sources, diagnostics);
  checkForms(spec, diagnostics);
  checkI18n(spec, sources, diagnostics);
  checkApi(spec, diagnostics);
  checkTypography(spec, sources, diagnostics);
}
