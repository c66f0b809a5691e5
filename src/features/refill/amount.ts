import * as constants from '@generated/constants';
import { RefillTab } from '@generated/enums';

/** The highest amount a tab offers, if it has one: the mobile tab's cap (core §4, §9). */
export function amountCap(tab: RefillTab): number | undefined {
  return tab === RefillTab.Mobile ? constants.mobileRefillAmountCap : undefined;
}

/** A typed amount ("12,50", "12.5", " 10 ") as EUR; undefined unless it is a plain decimal number. */
export function parseAmount(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

/** True when the typed amount is a number above the tab's cap (an unparsable one is the rules' business). */
export function exceedsCap(text: string, tab: RefillTab): boolean {
  const cap = amountCap(tab);
  const amount = parseAmount(text);
  return cap !== undefined && amount !== undefined && amount > cap;
}
