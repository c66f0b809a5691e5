import { text, type Text } from './i18n';
import { addDays } from './time';
import { media } from './media';

export interface DiscountState {
  id: number;
  title: Text;
  description: Text;
  imageUrl: string;
  url: Text;
  label: string | null;
  validFrom: Date;
  validTo: Date | null;
  showOnHome: boolean;
  priority: number;
}

export interface ForeignRateState {
  countryCode: string;
  country: Text;
  zone: 'EU' | 'Europe' | 'World';
  callPerMinute: number;
  incomingCallPerMinute: number;
  smsPrice: number;
  dataPerMb: number | null;
}

export interface ShortLinkState {
  shortlink: string;
  path: string;
}

export function createDiscounts(now: Date): DiscountState[] {
  return [
    { id: 1, priority: 1, showOnHome: true, label: '-50 %', validFrom: addDays(now, -10), validTo: addDays(now, 20), imageUrl: media('discounts/isic'),
      title: text('ISIC studentams – pusė kainos', 'ISIC students pay half', 'Студентам ISIC — полцены'),
      description: text('Planas su ISIC kortele vos už 4,99 €.', 'The ISIC plan for just €4.99.', 'Тариф по карте ISIC всего за 4,99 €.'),
      url: text('/akcijos/isic', '/en/offers/isic', '/ru/aktsii/isic') },
    { id: 2, priority: 2, showOnHome: true, label: null, validFrom: addDays(now, -30), validTo: null, imageUrl: media('discounts/points'),
      title: text('Pulsas taškai', 'Pulsas points', 'Баллы Pulsas'),
      description: text('Rinkite taškus už papildymus ir laimėkite prizus.', 'Earn points for top-ups and win prizes.', 'Получайте баллы за пополнения и выигрывайте призы.'),
      url: text('/akcijos/pulsas-taskai', '/en/offers/pulsas-points', '/ru/aktsii/pulsas-bally') },
    { id: 3, priority: 3, showOnHome: false, label: '-20 %', validFrom: addDays(now, -5), validTo: addDays(now, 40), imageUrl: media('discounts/phones'),
      title: text('Telefonams –20 %', '20% off phones', 'Скидка 20 % на телефоны'),
      description: text('Pasirinktiems telefonams su planu.', 'On selected phones with a plan.', 'На выбранные телефоны с тарифом.'),
      url: text('/prekes', '/en/devices', '/ru/ustroystva') },
  ];
}

export function createForeignRates(): ForeignRateState[] {
  const rate = (countryCode: string, country: Text, zone: ForeignRateState['zone'], call: number, incoming: number, sms: number, data: number | null) =>
    ({ countryCode, country, zone, callPerMinute: call, incomingCallPerMinute: incoming, smsPrice: sms, dataPerMb: data });
  return [
    rate('LV', text('Latvija', 'Latvia', 'Латвия'), 'EU', 0.19, 0, 0.06, 0.0017),
    rate('PL', text('Lenkija', 'Poland', 'Польша'), 'EU', 0.19, 0, 0.06, 0.0017),
    rate('DE', text('Vokietija', 'Germany', 'Германия'), 'EU', 0.19, 0, 0.06, 0.0017),
    rate('GB', text('Jungtinė Karalystė', 'United Kingdom', 'Великобритания'), 'Europe', 0.49, 0.29, 0.15, 0.99),
    rate('NO', text('Norvegija', 'Norway', 'Норвегия'), 'EU', 0.19, 0, 0.06, 0.0017),
    rate('UA', text('Ukraina', 'Ukraine', 'Украина'), 'Europe', 0.29, 0.19, 0.1, 0.49),
    rate('US', text('JAV', 'United States', 'США'), 'World', 0.99, 0.99, 0.29, 4.99),
    rate('TR', text('Turkija', 'Turkey', 'Турция'), 'World', 1.49, 0.99, 0.29, null),
  ];
}

export function createShortLinks(): ShortLinkState[] {
  return [
    { shortlink: '/esiminfo', path: '/esim' },
    { shortlink: '/taskai', path: '/akcijos/pulsas-taskai' },
    { shortlink: '/isic', path: '/akcijos/isic' },
    { shortlink: '/privatumas', path: '/privatumo-politika' },
  ];
}
