import { app } from '@generated/app';

/** A subscriber number as people read it: 61234567 -> +370 612 34567. Anything else is shown as is. */
export function formatPhone(msisdn: string | undefined): string {
  if (!msisdn) return '';
  const digits = msisdn.replace(/\D/g, '').replace(/^370/, '');
  if (!/^6\d{7}$/.test(digits)) return msisdn;
  return `${app.phonePrefix} ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** The tel: address of a displayed number (spaces removed). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
