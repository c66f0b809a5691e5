import { app } from '@generated/app';

/** A national number as the operator writes it: +370 612 34567 (core §9 phone prefix). */
export function formatPhone(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, '');
  return /^6\d{7}$/.test(digits) ? `${app.phonePrefix} ${digits.slice(0, 3)} ${digits.slice(3)}` : `${app.phonePrefix} ${digits}`;
}
