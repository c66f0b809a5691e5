import type { Language } from './i18n';
import { addDays } from './time';

/** How a login was made, for the login history (settings tab prisijungimu-istorija). */
export interface LoginRecord {
  at: Date;
  channel: 'web' | 'app' | 'sms-challenge' | 'auto-login';
  success: boolean;
  ipAddress: string | null;
  /** Browser or app and system, when known (the login history's device). */
  device?: string | null;
}

/** One mobile number of the operator and its owner's account. */
export interface Subscriber {
  msisdn: string;
  accountId: string;
  /** null: the number has no portal account yet (it can register). */
  password: string | null;
  firstName: string;
  lastName: string;
  customerType: 'prepaid' | 'postpaid';
  isEsim: boolean;
  /** Prepaid SIM validity; postpaid SIMs do not expire. */
  simValidUntil: Date | null;
  email: string | null;
  isEmailValidated: boolean;
  language: Language;
  contactPhone: string | null;
  pukCode: string | null;
  idCardId: string | null;
  mustFinishRegistration: boolean;
  mustChangePassword: boolean;
  remindPasswordChange: boolean;
  unreadTickets: number;
  loginHistory: LoginRecord[];
}

/** The demo password of every demo subscriber (README). */
export const DEMO_PASSWORD = 'Demo1234';

type Seed = Pick<Subscriber, 'msisdn' | 'firstName' | 'lastName'> & Partial<Subscriber>;

function subscriber(now: Date, seed: Seed, index: number): Subscriber {
  return {
    accountId: String(100200300 + index),
    password: DEMO_PASSWORD,
    customerType: 'prepaid',
    isEsim: false,
    simValidUntil: seed.customerType === 'postpaid' ? null : addDays(now, 180),
    email: null,
    isEmailValidated: false,
    language: 'lt',
    contactPhone: null,
    pukCode: String(27_491_003 + index * 7_919).padStart(8, '0'),
    idCardId: String(38_901_230_000 + index * 1_111).slice(0, 11),
    mustFinishRegistration: false,
    mustChangePassword: false,
    remindPasswordChange: false,
    unreadTickets: 0,
    loginHistory: [],
    ...seed,
  };
}

/**
 * The documented demo subscribers (src/sandbox/README.md) and a few more numbers whose cards are in
 * the other card states. Numbers 61234580-61234589 have no portal account yet, for registration.
 */
export function createSubscribers(now: Date): Map<string, Subscriber> {
  const seeds: Seed[] = [
    {
      msisdn: '61234567',
      firstName: 'Rūta',
      lastName: 'Kazlauskienė',
      email: 'ruta.kazlauskiene@example.lt',
      isEmailValidated: true,
      unreadTickets: 2,
      simValidUntil: addDays(now, 120),
      loginHistory: [
        { at: addDays(now, -3), channel: 'web', success: true, ipAddress: '78.56.12.34', device: 'Chrome 131 · Windows 11' },
        { at: addDays(now, -3), channel: 'web', success: false, ipAddress: '78.56.12.34', device: 'Chrome 131 · Windows 11' },
        { at: addDays(now, -9), channel: 'app', success: true, ipAddress: null, device: 'Pulso programėlė 5.12 · Android 14' },
      ],
    },
    {
      msisdn: '61234568',
      firstName: 'Tomas',
      lastName: 'Petrauskas',
      customerType: 'postpaid',
      email: 'tomas.petrauskas@example.lt',
      idCardId: null,
      unreadTickets: 0,
    },
    {
      msisdn: '61234569',
      firstName: 'Aistė',
      lastName: 'Vaitkutė',
      isEsim: true,
      language: 'en',
      email: 'aiste.v@example.com',
      isEmailValidated: true,
      unreadTickets: 1,
    },
    { msisdn: '61234570', firstName: 'Mindaugas', lastName: 'Stankevičius', mustFinishRegistration: true },
    {
      msisdn: '61234571',
      firstName: 'Greta',
      lastName: 'Žukauskaitė',
      mustChangePassword: true,
      remindPasswordChange: true,
      simValidUntil: addDays(now, 12),
      language: 'ru',
    },
    { msisdn: '61234572', firstName: 'Linas', lastName: 'Paulauskas' },
    { msisdn: '61234573', firstName: 'Eglė', lastName: 'Jankauskaitė' },
    { msisdn: '61234574', firstName: 'Darius', lastName: 'Butkus' },
    { msisdn: '61234575', firstName: 'Ieva', lastName: 'Urbonaitė' },
    { msisdn: '61234580', firstName: 'Paulius', lastName: 'Navickas', password: null },
    // Appended, so the numbers above keep their account ids: a registered customer with too little balance.
    { msisdn: '61234576', firstName: 'Jonas', lastName: 'Kavaliauskas' },
    // A family account of three numbers under the holder's login (issue 51): Vida holds it (postpaid), her son
    // Lukas and her daughter Jonė use prepaid numbers of it without logins of their own; Jonė's SIM is lost (blocked).
    {
      msisdn: '61234577',
      accountId: '100200390',
      firstName: 'Vida',
      lastName: 'Mockienė',
      customerType: 'postpaid',
      email: 'vida.mockiene@example.lt',
      isEmailValidated: true,
    },
    { msisdn: '61234578', accountId: '100200390', firstName: 'Lukas', lastName: 'Mockus', password: null },
    { msisdn: '61234579', accountId: '100200390', firstName: 'Jonė', lastName: 'Mockutė', password: null, language: 'en' },
  ];
  return new Map(seeds.map((seed, index) => [seed.msisdn, subscriber(now, seed, index)]));
}

/** Numbers 6999xxxx belong to another operator: refills and registration to them fail. */
export function isOtherOperator(msisdn: string): boolean {
  return msisdn.startsWith('6999');
}

/**
 * The subscriber of a number, creating an operator number without a portal account on first use:
 * any 8-digit 6xxxxxxx number can be topped up or registered, like a real operator's whole range.
 */
export function numberOf(subscribers: Map<string, Subscriber>, msisdn: string, now: Date): Subscriber | undefined {
  if (!/^6\d{7}$/.test(msisdn) || isOtherOperator(msisdn)) return undefined;
  let found = subscribers.get(msisdn);
  if (!found) {
    found = subscriber(now, { msisdn, firstName: '', lastName: '', password: null, idCardId: null }, subscribers.size + 100);
    subscribers.set(msisdn, found);
  }
  return found;
}

export function fullName(subscriber: Subscriber): string {
  return `${subscriber.firstName} ${subscriber.lastName}`.trim();
}
