import type { SpecFormData } from '@/shared/forms';

/**
 * Campaign seed §5 (earphone order): a full name is split on its LAST space into first and last name
 * ("Ona Marija Petraitė" → "Ona Marija" + "Petraitė"). A single word is a first name only.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const at = name.lastIndexOf(' ');
  return at < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, at), lastName: name.slice(at + 1) };
}

/**
 * For SpecForm's onFieldBlur: a full name typed into the first-name field while the last name is empty is
 * split there and then; anything else is left as typed.
 */
export function splitTypedFullName(field: string, data: SpecFormData): SpecFormData | undefined {
  if (field !== 'firstName' || typeof data.firstName !== 'string' || (typeof data.lastName === 'string' && data.lastName.trim()))
    return undefined;
  const { firstName, lastName } = splitFullName(data.firstName);
  return lastName ? { ...data, firstName, lastName } : undefined;
}
