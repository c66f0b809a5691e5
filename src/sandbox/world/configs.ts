import { ESIM_CHANGE_PLAN_ID, ISIC_PLAN_ID } from './plans';
import { addDays, schoolYear } from './time';

/**
 * System configuration values (spec/app.yaml configKeys), as the backend stores them: strings,
 * flags "True"/"False", dates ISO 8601. Campaign windows are open around `now` so campaigns show;
 * campaign worlds may overwrite their own keys.
 */
export function createConfigs(now: Date): Map<string, string> {
  const window = (fromDays: number, toDays: number) =>
    JSON.stringify({ activeFrom: addDays(now, fromDays).toISOString(), activeTo: addDays(now, toDays).toISOString() });
  return new Map([
    ['CampaignActiveFrom', addDays(now, -14).toISOString()],
    ['CampaignActiveTo', addDays(now, 30).toISOString()],
    ['AwardsCampaignConfig', window(-30, 60)],
    ['ConsentCampaignConfig', window(-7, 21)],
    ['RefillCampaignConfig', window(-14, 30)],
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
