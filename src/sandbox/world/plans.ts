import type { BucketGroupType, BucketUnit } from './balances';
import { same, text, type Text } from './i18n';

/** 1 not displayed, 2 voice, 3 data, 4 services, 5 additional, 6 combo (core §3). */
export type DisplaySection = 1 | 2 | 3 | 4 | 5 | 6;
/** Account 0, CreditCard 1, SavedCreditCard 2, All 3, Bank 4, GooglePay 5, ApplePay 6. */
export type PaymentMethodValue = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface PlanChannelState {
  type: 'web' | 'app' | 'sms' | 'ussd';
  code: string | null;
  number: string | null;
}

/** What ordering the plan adds to the subscriber's buckets; amount null = unlimited. */
export interface PlanGrant {
  group: BucketGroupType;
  unit: BucketUnit;
  amount: number | null;
}

export interface PlanState {
  id: number;
  code: string;
  name: Text;
  description: Text;
  benefits: Text[];
  price: number;
  oldPrice: number | null;
  validityDays: number | null;
  displaySection: DisplaySection;
  priority: number;
  isRecommended: boolean;
  paymentMethods: PaymentMethodValue[];
  grants: PlanGrant[];
}

/** Ids the configuration points at (IsicPricePlanId, ESimChangePricePlanId in configs.ts). */
export const ISIC_PLAN_ID = 90;
export const ESIM_CHANGE_PLAN_ID = 91;

const CARD_OR_ACCOUNT: PaymentMethodValue[] = [0, 1, 2, 5, 6];

function channels(code: string, ussd: string | null): PlanChannelState[] {
  const list: PlanChannelState[] = [
    { type: 'web', code: null, number: null },
    { type: 'app', code: null, number: null },
    { type: 'sms', code, number: '1555' },
  ];
  return ussd ? [...list, { type: 'ussd', code: ussd, number: null }] : list;
}

type PlanSeed = Omit<PlanState, 'priority' | 'isRecommended' | 'paymentMethods' | 'oldPrice'> & Partial<PlanState>;

const SEEDS: PlanSeed[] = [
  {
    id: 11,
    code: 'MIN100',
    displaySection: 2,
    price: 2.49,
    validityDays: 30,
    name: text('100 min.', '100 minutes', '100 минут'),
    description: text('Pokalbiai į visus Lietuvos tinklus', 'Calls to all Lithuanian networks', 'Звонки во все сети Литвы'),
    benefits: [text('100 min. į visus tinklus', '100 min to all networks', '100 мин во все сети')],
    grants: [{ group: 'voice', unit: 'min', amount: 100 }],
  },
  {
    id: 12,
    code: 'NEMOKAMAI',
    displaySection: 2,
    price: 5.99,
    validityDays: 30,
    isRecommended: true,
    name: text('Neriboti pokalbiai', 'Unlimited calls', 'Безлимитные звонки'),
    description: text('Kalbėk be ribų 30 dienų', 'Talk without limits for 30 days', 'Говорите без ограничений 30 дней'),
    benefits: [text('Neriboti pokalbiai ir SMS Lietuvoje', 'Unlimited calls and texts in Lithuania', 'Безлимитные звонки и SMS по Литве')],
    grants: [
      { group: 'voice', unit: 'min', amount: null },
      { group: 'sms', unit: 'sms', amount: null },
    ],
  },
  {
    id: 21,
    code: 'NET5',
    displaySection: 3,
    price: 2.99,
    validityDays: 7,
    name: text('5 GB 7 d.', '5 GB for 7 days', '5 ГБ на 7 дней'),
    description: text('Internetas savaitei', 'Data for a week', 'Интернет на неделю'),
    benefits: [text('5 GB interneto', '5 GB of data', '5 ГБ интернета')],
    grants: [{ group: 'data', unit: 'GB', amount: 5 }],
  },
  {
    id: 22,
    code: 'NET20',
    displaySection: 3,
    price: 7.99,
    validityDays: 30,
    isRecommended: true,
    name: text('20 GB 30 d.', '20 GB for 30 days', '20 ГБ на 30 дней'),
    description: text('Daugiau interneto visam mėnesiui', 'More data for the whole month', 'Больше интернета на весь месяц'),
    benefits: [text('20 GB interneto', '20 GB of data', '20 ГБ интернета'), text('5,5 GB ES', '5.5 GB in the EU', '5,5 ГБ в ЕС')],
    grants: [{ group: 'data', unit: 'GB', amount: 20 }],
  },
  {
    id: 23,
    code: 'NETNERIBOTAS',
    displaySection: 3,
    price: 12.99,
    oldPrice: 14.99,
    validityDays: 30,
    name: text('Neribotas internetas', 'Unlimited data', 'Безлимитный интернет'),
    description: text('Naršyk be jokių ribų', 'Browse without any limits', 'Без ограничений трафика'),
    benefits: [text('Neribotas internetas Lietuvoje', 'Unlimited data in Lithuania', 'Безлимитный интернет в Литве')],
    grants: [{ group: 'data', unit: 'GB', amount: null }],
  },
  {
    id: 31,
    code: 'APSAUGA',
    displaySection: 4,
    price: 1.49,
    validityDays: 30,
    name: text('Naršymo apsauga', 'Browsing protection', 'Защита браузинга'),
    description: text(
      'Blokuoja kenkėjiškas ir sukčių svetaines',
      'Blocks malicious and phishing sites',
      'Блокирует вредоносные и мошеннические сайты',
    ),
    benefits: [text('Apsauga nuo sukčių', 'Protection against fraud', 'Защита от мошенников')],
    grants: [],
  },
  {
    id: 41,
    code: 'GB1',
    displaySection: 5,
    price: 1.29,
    validityDays: 1,
    name: text('1 GB parai', '1 GB for a day', '1 ГБ на сутки'),
    description: text('Papildomas internetas šiandienai', 'Extra data for today', 'Дополнительный интернет на сегодня'),
    benefits: [text('1 GB interneto', '1 GB of data', '1 ГБ интернета')],
    grants: [{ group: 'data', unit: 'GB', amount: 1 }],
  },
  {
    id: 51,
    code: 'MINI',
    displaySection: 6,
    price: 6.99,
    validityDays: 30,
    name: same('Mini'),
    description: text('3 GB ir 300 min. mėnesiui', '3 GB and 300 minutes a month', '3 ГБ и 300 минут в месяц'),
    benefits: [text('3 GB interneto', '3 GB of data', '3 ГБ интернета'), text('300 min.', '300 minutes', '300 минут')],
    grants: [
      { group: 'data', unit: 'GB', amount: 3 },
      { group: 'voice', unit: 'min', amount: 300 },
    ],
  },
  {
    id: 52,
    code: 'VISKAS',
    displaySection: 6,
    price: 14.99,
    validityDays: 30,
    isRecommended: true,
    name: text('Viskas neribota', 'Everything unlimited', 'Всё безлимитно'),
    description: text('Neribotas internetas, pokalbiai ir SMS', 'Unlimited data, calls and texts', 'Безлимитный интернет, звонки и SMS'),
    benefits: [text('Viskas neribota Lietuvoje', 'Everything unlimited in Lithuania', 'Всё безлимитно в Литве')],
    grants: [
      { group: 'data', unit: 'GB', amount: null },
      { group: 'voice', unit: 'min', amount: null },
    ],
  },
  {
    id: ISIC_PLAN_ID,
    code: 'ISIC',
    displaySection: 1,
    price: 4.99,
    oldPrice: 9.99,
    validityDays: 30,
    name: text('ISIC studentams', 'ISIC for students', 'ISIC для студентов'),
    description: text('Nuolaida su ISIC kortele', 'Discount with the ISIC card', 'Скидка по карте ISIC'),
    benefits: [text('10 GB ir neriboti pokalbiai', '10 GB and unlimited calls', '10 ГБ и безлимитные звонки')],
    grants: [
      { group: 'data', unit: 'GB', amount: 10 },
      { group: 'voice', unit: 'min', amount: null },
    ],
  },
  {
    id: ESIM_CHANGE_PLAN_ID,
    code: 'ESIM',
    displaySection: 1,
    price: 2,
    validityDays: null,
    paymentMethods: [0, 1, 2],
    name: text('eSIM keitimas', 'eSIM change', 'Замена eSIM'),
    description: text('Naujas eSIM profilis tavo numeriui', 'A new eSIM profile for your number', 'Новый профиль eSIM для вашего номера'),
    benefits: [],
    grants: [],
  },
];

export function createPlans(): PlanState[] {
  return SEEDS.map((seed, index) => ({
    priority: index + 1,
    isRecommended: false,
    oldPrice: null,
    paymentMethods: CARD_OR_ACCOUNT,
    ...seed,
    benefits: [...seed.benefits],
    grants: [...seed.grants],
  }));
}

/** The SMS keyword and USSD code of a plan, as printed on the plans page. */
export function planChannels(plan: PlanState): PlanChannelState[] {
  return channels(plan.code, plan.displaySection === 1 ? null : `*245*${plan.id}#`);
}

/** Plans each demo subscriber has now. */
export function createActivePlans(): Map<string, number[]> {
  return new Map([
    ['61234567', [22, 12]],
    ['61234568', [52]],
    ['61234569', [21]],
  ]);
}
