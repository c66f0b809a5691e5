import { same, text, type Text } from './i18n';
import { addDays } from './time';

export type BucketGroupType = 'data' | 'voice' | 'sms' | 'money';
export type BucketUnit = 'MB' | 'GB' | 'min' | 'sms' | 'EUR';

/** A remaining allowance: data, minutes, SMS or bonus money. */
export interface BucketState {
  id: string;
  group: BucketGroupType;
  name: Text;
  remaining: number;
  /** null: unlimited. */
  total: number | null;
  unit: BucketUnit;
  validUntil: Date | null;
}

export interface BalanceState {
  /** EUR on a prepaid account; null for postpaid (invoiced instead). */
  amount: number | null;
  validUntil: Date | null;
  buckets: BucketState[];
}

export const GROUP_TITLES: Record<BucketGroupType, Text> = {
  data: text('Mobilusis internetas', 'Mobile data', 'Мобильный интернет'),
  voice: text('Pokalbiai', 'Calls', 'Звонки'),
  sms: text('SMS žinutės', 'Text messages', 'SMS-сообщения'),
  money: text('Premijos', 'Bonus money', 'Бонусы'),
};

/** Balances of the demo subscribers; any other number starts at 0 EUR without buckets. */
export function createBalances(now: Date): Map<string, BalanceState> {
  const in30 = addDays(now, 30);
  return new Map<string, BalanceState>([
    [
      '61234567',
      {
        amount: 12.45,
        validUntil: addDays(now, 120),
        buckets: [
          {
            id: 'b-567-data',
            group: 'data',
            name: text('20 GB 30 d.', '20 GB for 30 days', '20 ГБ на 30 дней'),
            remaining: 13.6,
            total: 20,
            unit: 'GB',
            validUntil: addDays(now, 17),
          },
          {
            id: 'b-567-roam',
            group: 'data',
            name: text('ES tarptinklinis ryšys', 'EU roaming data', 'Роуминг в ЕС'),
            remaining: 4.2,
            total: 5.5,
            unit: 'GB',
            validUntil: addDays(now, 17),
          },
          {
            id: 'b-567-voice',
            group: 'voice',
            name: text('Neriboti pokalbiai Lietuvoje', 'Unlimited calls in Lithuania', 'Безлимитные звонки по Литве'),
            remaining: 0,
            total: null,
            unit: 'min',
            validUntil: addDays(now, 17),
          },
          {
            id: 'b-567-sms',
            group: 'sms',
            name: text('SMS žinutės', 'Text messages', 'SMS-сообщения'),
            remaining: 412,
            total: 500,
            unit: 'sms',
            validUntil: addDays(now, 17),
          },
          {
            id: 'b-567-bonus',
            group: 'money',
            name: text('Papildymo premija', 'Top-up bonus', 'Бонус за пополнение'),
            remaining: 1.5,
            total: 2,
            unit: 'EUR',
            validUntil: in30,
          },
        ],
      },
    ],
    [
      '61234568',
      {
        amount: null,
        validUntil: null,
        buckets: [
          {
            id: 'b-568-data',
            group: 'data',
            name: text('Neribotas internetas', 'Unlimited data', 'Безлимитный интернет'),
            remaining: 0,
            total: null,
            unit: 'GB',
            validUntil: null,
          },
          { id: 'b-568-voice', group: 'voice', name: same('1000 min.'), remaining: 733, total: 1000, unit: 'min', validUntil: null },
        ],
      },
    ],
    [
      '61234569',
      {
        amount: 3.2,
        validUntil: addDays(now, 60),
        buckets: [
          {
            id: 'b-569-data',
            group: 'data',
            name: text('5 GB 7 d.', '5 GB for 7 days', '5 ГБ на 7 дней'),
            remaining: 812,
            total: 5120,
            unit: 'MB',
            validUntil: addDays(now, 2),
          },
        ],
      },
    ],
    ['61234570', { amount: 0.8, validUntil: addDays(now, 20), buckets: [] }],
    ['61234576', { amount: 0.8, validUntil: addDays(now, 20), buckets: [] }],
    ['61234571', { amount: 25, validUntil: addDays(now, 12), buckets: [] }],
    // the family account's numbers (issue 51): the holder's postpaid allowance two-thirds used, the children's prepaid ones
    [
      '61234577',
      {
        amount: null,
        validUntil: null,
        buckets: [
          { id: 'b-577-data', group: 'data', name: same('30 GB'), remaining: 9.6, total: 30, unit: 'GB', validUntil: null },
          {
            id: 'b-577-voice',
            group: 'voice',
            name: text('Neriboti pokalbiai', 'Unlimited calls', 'Безлимитные звонки'),
            remaining: 0,
            total: null,
            unit: 'min',
            validUntil: null,
          },
        ],
      },
    ],
    [
      '61234578',
      {
        amount: 7.4,
        validUntil: addDays(now, 75),
        buckets: [
          {
            id: 'b-578-data',
            group: 'data',
            name: text('10 GB 30 d.', '10 GB for 30 days', '10 ГБ на 30 дней'),
            remaining: 8.1,
            total: 10,
            unit: 'GB',
            validUntil: addDays(now, 18),
          },
        ],
      },
    ],
    ['61234579', { amount: 2.1, validUntil: addDays(now, 40), buckets: [] }],
  ]);
}

/** The balance of a number, created empty on first use (numbers made by registration or refills). */
export function balanceOf(balances: Map<string, BalanceState>, msisdn: string, postpaid = false): BalanceState {
  let found = balances.get(msisdn);
  if (!found) {
    found = { amount: postpaid ? null : 0, validUntil: null, buckets: [] };
    balances.set(msisdn, found);
  }
  return found;
}

/** EUR amounts are kept to the cent, as the billing system does. */
export function roundEur(value: number): number {
  return Math.round(value * 100) / 100;
}
