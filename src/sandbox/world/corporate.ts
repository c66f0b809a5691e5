import { text, type Text } from './i18n';
import { fileWindow } from './campaigns';
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
  dialCode: string;
  zone: 'EU' | 'Europe' | 'World';
  callPerMinute: number;
  roamingCallPerMinute: number;
  incomingCallPerMinute: number;
  smsPrice: number;
  dataPerMb: number | null;
}

export interface ShortLinkState {
  shortlink: string;
  path: string;
}

/** A discount for a campaign runs by the campaign's file (world/campaigns.ts fileWindow): one period on every page. */
function ofCampaign(name: string): { validFrom: Date; validTo: Date } {
  const { activeFrom, activeTo } = fileWindow(name);
  return { validFrom: activeFrom, validTo: activeTo };
}

/**
 * The discounts: two chosen for Home, the rest only on the Discounts page; the summer game's has ended
 * and one starts next week (neither is answered).
 */
export function createDiscounts(now: Date): DiscountState[] {
  return [
    {
      id: 1,
      priority: 1,
      showOnHome: true,
      label: '-50 %',
      ...ofCampaign('isic'),
      imageUrl: media('discounts/isic'),
      title: text('ISIC studentams – pusė kainos', 'ISIC students pay half', 'Студентам ISIC — полцены'),
      description: text('Planas su ISIC kortele vos už 4,99 €.', 'The ISIC plan for just €4.99.', 'Тариф по карте ISIC всего за 4,99 €.'),
      url: text('/akcijos/isic', '/en/offers/isic', '/ru/aktsii/isic'),
    },
    {
      id: 2,
      priority: 2,
      showOnHome: true,
      label: null,
      ...ofCampaign('wheel'),
      imageUrl: media('discounts/points'),
      title: text('Pulso taškai', 'Pulsas points', 'Баллы Pulsas'),
      description: text(
        'Rink taškus už papildymus ir laimėk prizus.',
        'Earn points for top-ups and win prizes.',
        'Получайте баллы за пополнения и выигрывайте призы.',
      ),
      url: text('/akcijos/pulsas-taskai', '/en/offers/pulsas-points', '/ru/aktsii/pulsas-bally'),
    },
    {
      id: 3,
      priority: 3,
      showOnHome: false,
      label: '-20 %',
      validFrom: addDays(now, -5),
      validTo: addDays(now, 40),
      imageUrl: media('discounts/phones'),
      title: text('Telefonams –20 %', '20% off phones', 'Скидка 20 % на телефоны'),
      description: text('Pasirinktiems telefonams su planu.', 'On selected phones with a plan.', 'На выбранные телефоны с тарифом.'),
      url: text('/prekes', '/en/devices', '/ru/ustroystva'),
    },
    {
      id: 4,
      priority: 4,
      showOnHome: false,
      label: null,
      ...ofCampaign('prize'),
      imageUrl: media('discounts/prizes'),
      title: text('6000 prizų už papildymą', '6000 prizes for a top-up', '6000 призов за пополнение'),
      description: text(
        'Papildyk sąskaitą nuo 5 €, mesk kauliuką ir laimėk planą, internetą ar ausines.',
        'Top up €5 or more, roll the dice and win a plan, data or earphones.',
        'Пополните счёт от 5 €, бросьте кубик и выиграйте тариф, интернет или наушники.',
      ),
      url: text('/6000prizu', '/en/6000-prizes', '/ru/6000-prizov'),
    },
    {
      id: 5,
      priority: 5,
      showOnHome: false,
      label: '0 €',
      validFrom: addDays(now, -60),
      validTo: null,
      imageUrl: media('discounts/esim'),
      title: text('eSIM be jokio mokesčio', 'eSIM at no charge', 'eSIM бесплатно'),
      description: text(
        'Pereik iš plastikinės SIM į eSIM nemokamai – tai užtruks kelias minutes.',
        'Switch from a plastic SIM to eSIM for free – it takes a few minutes.',
        'Перейдите с пластиковой SIM на eSIM бесплатно — это займёт несколько минут.',
      ),
      url: text('/esim', '/en/esim', '/ru/esim'),
    },
    {
      id: 6,
      priority: 6,
      showOnHome: false,
      label: '-30 €',
      ...ofCampaign('AirPods'),
      imageUrl: media('discounts/earphones'),
      title: text('Ausinės už papildymą', 'Earphones for a top-up', 'Наушники за пополнение'),
      description: text(
        'Papildyk sąskaitą ir įsigyk belaides ausines 30 € pigiau.',
        'Top up and get wireless earphones €30 cheaper.',
        'Пополните счёт и купите беспроводные наушники на 30 € дешевле.',
      ),
      url: text('/kampanija/ausines', '/en/campaign/earphones', '/ru/kampaniya/naushniki'),
    },
    {
      id: 7,
      priority: 7,
      showOnHome: false,
      label: null,
      ...ofCampaign('shake'),
      imageUrl: media('discounts/summer'),
      title: text('Vasaros žaidimas', 'Summer game', 'Летняя игра'),
      description: text('Akcija baigėsi.', 'The offer has ended.', 'Акция закончилась.'),
      url: text('/akcijos/vasara', '/en/offers/summer', '/ru/aktsii/leto'),
    },
    {
      id: 8,
      priority: 8,
      showOnHome: false,
      label: null,
      validFrom: addDays(now, 7),
      validTo: addDays(now, 37),
      imageUrl: media('discounts/winter'),
      title: text('Žiemos pasiūlymas', 'Winter offer', 'Зимнее предложение'),
      description: text('Netrukus.', 'Coming soon.', 'Скоро.'),
      url: text('/planai', '/en/plans', '/ru/tarify'),
    },
  ];
}

type Zone = ForeignRateState['zone'];
/** Prices per zone (assumed, EUR): calls from Lithuania, calls made and received while roaming there, an SMS, 1 MB. */
const ZONE_PRICES: Record<Zone, Omit<ForeignRateState, 'countryCode' | 'country' | 'dialCode' | 'zone'>> = {
  // EU/EEA: calls to them at the regulated cap; roaming like at home (plan rates, no charge to receive)
  EU: { callPerMinute: 0.19, roamingCallPerMinute: 0.05, incomingCallPerMinute: 0, smsPrice: 0.06, dataPerMb: 0.002 },
  Europe: { callPerMinute: 0.49, roamingCallPerMinute: 0.99, incomingCallPerMinute: 0.29, smsPrice: 0.29, dataPerMb: 0.99 },
  World: { callPerMinute: 0.99, roamingCallPerMinute: 1.99, incomingCallPerMinute: 1.49, smsPrice: 0.49, dataPerMb: 4.99 },
};

/** Countries the rates page lists, with their names in every language; prices follow the zone unless given. */
export function createForeignRates(): ForeignRateState[] {
  const rate = (
    countryCode: string,
    dialCode: string,
    zone: Zone,
    lt: string,
    en: string,
    ru: string,
    over: Partial<ForeignRateState> = {},
  ): ForeignRateState => ({ countryCode, dialCode, zone, country: text(lt, en, ru), ...ZONE_PRICES[zone], ...over });
  return [
    rate('LV', '+371', 'EU', 'Latvija', 'Latvia', 'Латвия'),
    rate('EE', '+372', 'EU', 'Estija', 'Estonia', 'Эстония'),
    rate('PL', '+48', 'EU', 'Lenkija', 'Poland', 'Польша'),
    rate('DE', '+49', 'EU', 'Vokietija', 'Germany', 'Германия'),
    rate('FR', '+33', 'EU', 'Prancūzija', 'France', 'Франция'),
    rate('ES', '+34', 'EU', 'Ispanija', 'Spain', 'Испания'),
    rate('IT', '+39', 'EU', 'Italija', 'Italy', 'Италия'),
    rate('IE', '+353', 'EU', 'Airija', 'Ireland', 'Ирландия'),
    rate('NL', '+31', 'EU', 'Nyderlandai', 'Netherlands', 'Нидерланды'),
    rate('BE', '+32', 'EU', 'Belgija', 'Belgium', 'Бельгия'),
    rate('DK', '+45', 'EU', 'Danija', 'Denmark', 'Дания'),
    rate('SE', '+46', 'EU', 'Švedija', 'Sweden', 'Швеция'),
    rate('FI', '+358', 'EU', 'Suomija', 'Finland', 'Финляндия'),
    rate('NO', '+47', 'EU', 'Norvegija', 'Norway', 'Норвегия'),
    rate('IS', '+354', 'EU', 'Islandija', 'Iceland', 'Исландия'),
    rate('AT', '+43', 'EU', 'Austrija', 'Austria', 'Австрия'),
    rate('CZ', '+420', 'EU', 'Čekija', 'Czechia', 'Чехия'),
    rate('SK', '+421', 'EU', 'Slovakija', 'Slovakia', 'Словакия'),
    rate('HU', '+36', 'EU', 'Vengrija', 'Hungary', 'Венгрия'),
    rate('PT', '+351', 'EU', 'Portugalija', 'Portugal', 'Португалия'),
    rate('GR', '+30', 'EU', 'Graikija', 'Greece', 'Греция'),
    rate('HR', '+385', 'EU', 'Kroatija', 'Croatia', 'Хорватия'),
    rate('BG', '+359', 'EU', 'Bulgarija', 'Bulgaria', 'Болгария'),
    rate('RO', '+40', 'EU', 'Rumunija', 'Romania', 'Румыния'),
    rate('CY', '+357', 'EU', 'Kipras', 'Cyprus', 'Кипр'),
    rate('GB', '+44', 'Europe', 'Jungtinė Karalystė', 'United Kingdom', 'Великобритания'),
    rate('CH', '+41', 'Europe', 'Šveicarija', 'Switzerland', 'Швейцария'),
    rate('UA', '+380', 'Europe', 'Ukraina', 'Ukraine', 'Украина', {
      callPerMinute: 0.29,
      roamingCallPerMinute: 0.29,
      incomingCallPerMinute: 0.19,
      smsPrice: 0.1,
      dataPerMb: 0.49,
    }),
    rate('MD', '+373', 'Europe', 'Moldova', 'Moldova', 'Молдова'),
    rate('RS', '+381', 'Europe', 'Serbija', 'Serbia', 'Сербия'),
    rate('GE', '+995', 'Europe', 'Sakartvelas', 'Georgia', 'Грузия'),
    rate('TR', '+90', 'Europe', 'Turkija', 'Turkey', 'Турция', { dataPerMb: null }),
    rate('US', '+1', 'World', 'JAV', 'United States', 'США'),
    rate('CA', '+1', 'World', 'Kanada', 'Canada', 'Канада'),
    rate('IL', '+972', 'World', 'Izraelis', 'Israel', 'Израиль'),
    rate('AE', '+971', 'World', 'Jungtiniai Arabų Emyratai', 'United Arab Emirates', 'Объединённые Арабские Эмираты'),
    rate('EG', '+20', 'World', 'Egiptas', 'Egypt', 'Египет'),
    rate('TH', '+66', 'World', 'Tailandas', 'Thailand', 'Таиланд'),
    rate('IN', '+91', 'World', 'Indija', 'India', 'Индия'),
    rate('CN', '+86', 'World', 'Kinija', 'China', 'Китай'),
    rate('JP', '+81', 'World', 'Japonija', 'Japan', 'Япония', { dataPerMb: null }),
    rate('AU', '+61', 'World', 'Australija', 'Australia', 'Австралия'),
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
