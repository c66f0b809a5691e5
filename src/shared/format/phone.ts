import * as app from '@generated/app';
import * as patterns from '@generated/validation/patterns';

/** spec/validation.yaml's msisdn: the national digits of a mobile number (8, starting with 6). */
export const NATIONAL_MOBILE = new RegExp(patterns.msisdn);

/**
 * A subscriber number as the operator writes it (core §9 phone prefix): 61234567, 37061234567 or
 * +370 61234567 -> +370 612 34567. Anything else is shown as it is; none, as nothing.
 */
export function formatPhone(msisdn: string | null | undefined): string {
  if (!msisdn) return '';
  const digits = msisdn.replace(/\D/g, '').replace(new RegExp(`^${app.phonePrefix.slice(1)}`), '');
  return NATIONAL_MOBILE.test(digits) ? `${app.phonePrefix} ${digits.slice(0, 3)} ${digits.slice(3)}` : msisdn;
}

/** The tel: address of a displayed number (spaces removed). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
