import { hashText } from './seeded-random';
import { addDays } from './time';

export type PortOutOperator = 'telia' | 'bite' | 'tele2';

export interface PortOutState {
  code: { code: string; validUntil: Date } | null;
  request: {
    id: string;
    status: 'submitted' | 'accepted' | 'completed';
    recipientOperator: PortOutOperator;
    portingDate: Date;
    createdAt: Date;
  } | null;
  /** Makes each new code of a number different. */
  issued: number;
}

/** A port-out code stays valid this long (assumed: 30 days, as Lithuanian operators give). */
export const CODE_VALID_DAYS = 30;
/** The porting date must be this many days ahead, at least and at most. */
export const EARLIEST_DAYS = 3;
export const LATEST_DAYS = 30;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code of 8 letters and digits, without the ones easily misread (0/O, 1/I). */
export function portOutCode(msisdn: string, serial: number): string {
  let value = hashText(`port-out-${msisdn}-${serial}`) * 7 + serial;
  let code = '';
  for (let i = 0; i < 8; i++) {
    code += ALPHABET[value % ALPHABET.length];
    value = Math.floor(value / ALPHABET.length) + hashText(`${code}-${i}`);
  }
  return code;
}

/** The postpaid demo has asked for a code two days ago; nobody has a request at the start. */
export function createPortOut(now: Date): Map<string, PortOutState> {
  return new Map([
    ['61234568', { code: { code: portOutCode('61234568', 1), validUntil: addDays(now, CODE_VALID_DAYS - 2) }, request: null, issued: 1 }],
  ]);
}

export function portOutOf(states: Map<string, PortOutState>, msisdn: string): PortOutState {
  let state = states.get(msisdn);
  if (!state) states.set(msisdn, (state = { code: null, request: null, issued: 0 }));
  return state;
}
