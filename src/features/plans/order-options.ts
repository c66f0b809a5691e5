import type { components } from '@generated/api/schema';
import { PaymentMethod } from '@generated/enums';

export type CreditCard = components['schemas']['CreditCard'];

/** The enum name of a method: its label key (enums:PaymentMethod.<name>). */
export function methodName(method: PaymentMethod): keyof typeof PaymentMethod {
  return (Object.keys(PaymentMethod) as (keyof typeof PaymentMethod)[]).find((name) => PaymentMethod[name] === method) ?? 'Account';
}
