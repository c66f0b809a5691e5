import { addDays } from './time';

export interface NumberRegistrationState {
  status: 'registered' | 'pending' | 'unregistered';
  method: 'smart-id' | 'mobile-id' | 'bank' | 'sales-point' | 'contract' | null;
  registeredOn: Date | null;
  deadline: Date | null;
}

/**
 * Whose number is registered to its owner (Lithuanian law asks it of prepaid numbers): the prepaid demos by
 * Smart-ID, Mobile-ID or a bank, the postpaid one by its contract; the demo who must finish registration has
 * started identifying and not finished; numbers without a portal account are not registered.
 */
export function createNumberRegistrations(now: Date): Map<string, NumberRegistrationState> {
  const registered = (method: NumberRegistrationState['method'], daysAgo: number): NumberRegistrationState => ({
    status: 'registered',
    method,
    registeredOn: addDays(now, -daysAgo),
    deadline: null,
  });
  return new Map([
    ['61234567', registered('smart-id', 412)],
    ['61234568', registered('contract', 980)],
    ['61234569', registered('mobile-id', 150)],
    ['61234570', { status: 'pending', method: null, registeredOn: null, deadline: addDays(now, 45) }],
    ['61234571', registered('bank', 61)],
    ['61234576', registered('smart-id', 30)],
  ]);
}

/** A number the world has no entry for is not registered, with the deadline two months ahead. */
export function registrationOf(states: Map<string, NumberRegistrationState>, msisdn: string, now: Date): NumberRegistrationState {
  return states.get(msisdn) ?? { status: 'unregistered', method: null, registeredOn: null, deadline: addDays(now, 60) };
}
