import * as constants from '@generated/constants';
import { RefillTab } from '@generated/enums';
import { parseAmount } from '@/shared/format/amount';

/** The highest amount a tab offers, if it has one: the mobile tab's cap (core §4, §9). */
export function amountCap(tab: RefillTab): number | undefined {
  return tab === RefillTab.Mobile ? constants.mobileRefillAmountCap : undefined;
}

/** True when the typed amount is a number above the tab's cap (an unparsable one is the rules' business). */
export function exceedsCap(text: string, tab: RefillTab): boolean {
  const cap = amountCap(tab);
  const amount = parseAmount(text);
  return cap !== undefined && amount !== undefined && amount > cap;
}
