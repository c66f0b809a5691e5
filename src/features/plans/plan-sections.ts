import type { components } from '@generated/api/schema';
import { PricePlanDisplaySection } from '@generated/enums';

export type PricePlan = components['schemas']['PricePlan'];
export type SectionName = Exclude<keyof typeof PricePlanDisplaySection, 'NotDisplayed'>;

export interface PlanSection {
  section: PricePlanDisplaySection;
  /** The enum name, which is also the section's label key (enums:PricePlanDisplaySection.<name>). */
  name: SectionName;
  plans: PricePlan[];
}

/** Core §3: sections 2 voice, 3 data, 4 services, 5 additional, 6 combo, shown in that order. */
const SHOWN: SectionName[] = ['Voice', 'Data', 'Services', 'Additional', 'Combo'];

/**
 * The Plans page's sections: plans grouped by display section, section 1 (not displayed) and unknown
 * sections left out, empty sections dropped, plans by priority within a section.
 */
export function groupPlans(plans: readonly PricePlan[]): PlanSection[] {
  return SHOWN.map((name) => {
    const section = PricePlanDisplaySection[name];
    const inSection = plans.filter((plan) => plan.displaySection === section).sort((a, b) => a.priority - b.priority || a.id - b.id);
    return { section, name, plans: inSection };
  }).filter((group) => group.plans.length > 0);
}
