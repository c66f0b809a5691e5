import { ESIM_CHANGE_PLAN_ID, ISIC_PLAN_ID } from './plans';
import { fileWindow } from './campaigns';
import { addDays, schoolYear } from './time';

/**
 * System configuration values (spec/app.yaml configKeys), as the backend stores them: strings,
 * flags "True"/"False", dates ISO 8601. Campaign windows are the campaign files' (spec/campaigns);
 * campaign worlds may overwrite their own keys.
 */
export function createConfigs(now: Date): Map<string, string> {
  // A campaign's config holds its file's window (world/campaigns.ts fileWindow): one period everywhere.
  const window = (name: string) => {
    const { activeFrom, activeTo } = fileWindow(name);
    return JSON.stringify({ activeFrom: activeFrom.toISOString(), activeTo: activeTo.toISOString() });
  };
  return new Map([
    ['CampaignActiveFrom', addDays(now, -14).toISOString()],
    ['CampaignActiveTo', addDays(now, 30).toISOString()],
    ['AwardsCampaignConfig', window('wheel')],
    ['ConsentCampaignConfig', window('consent')],
    ['RefillCampaignConfig', window('prize')],
    ['CreditCardOrderConfig', JSON.stringify({ enabled: true, amount: '0.00' })],
    // The school year's, not days around `now`: the ISIC landing is built with them (issue 36).
    ['IsicValidFrom', schoolYear(now).from.toISOString()],
    ['IsicValidTo', schoolYear(now).to.toISOString()],
    ['IsicPricePlanId', String(ISIC_PLAN_ID)],
    ['ESimChangePricePlanId', String(ESIM_CHANGE_PLAN_ID)],
    ['WhaleboneManagementEnabled', 'True'],
    ['PrepaidCardPaymentsEnabled', 'True'],
    ['LiveChatLicense', '17283946'],
    ['LiveChatGroup', '3'],
  ]);
}
