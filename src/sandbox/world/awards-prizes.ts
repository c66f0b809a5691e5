import type { Schemas } from '../api-types';
import { text, type Text } from './i18n';
import { media } from './media';

export type AwardsPrizeType = Schemas['AwardsPrizeType'];
export type MedalType = Schemas['AwardsMedalType'];

/** Nothing 1, Physical 2, Plan 3, Lottery 4, VirtualData 5, VirtualVoice 6, VasOrder 7, ForSale 8. */
export const AWARDS_PRIZE_TYPE = {
  Nothing: 1,
  Physical: 2,
  Plan: 3,
  Lottery: 4,
  VirtualData: 5,
  VirtualVoice: 6,
  VasOrder: 7,
  ForSale: 8,
} as const;

/** Prize types that are things in a box, so a delivery form follows them. */
export const SHIPPABLE_TYPES: readonly AwardsPrizeType[] = [2, 4, 8];

export interface AwardsPrizeState {
  id: number;
  typeId: AwardsPrizeType;
  name: Text;
  description: Text;
  colors: string[];
  priority: number;
  imageUrls: string[];
  /** Value in euros; what a ForSale prize costs. */
  price: number;
  /** Cost in points; 0 for ForSale and the wheel's Nothing segment. */
  points: number;
  isActive: boolean;
}

const images = (slug: string) => [media(`awards/${slug}`), media(`awards/${slug}@2x`)];

/** The store and the wheel: one prize of every type, and one sold out (inactive). */
export const AWARDS_PRIZES: readonly AwardsPrizeState[] = [
  {
    id: 1,
    typeId: 4,
    priority: 1,
    price: 149,
    points: 300,
    isActive: true,
    colors: ['#E4002B', '#FFFFFF'],
    imageUrls: images('earphones'),
    name: text('Belaidės ausinės', 'Wireless earphones', 'Беспроводные наушники'),
    description: text(
      'Loterija: suk ratą ir laimėk ausines.',
      'Lottery: spin the wheel to win earphones.',
      'Лотерея: крутите колесо и выиграйте наушники.',
    ),
  },
  {
    id: 2,
    typeId: 2,
    priority: 2,
    price: 12,
    points: 500,
    isActive: true,
    colors: ['#00A3E0', '#FFFFFF'],
    imageUrls: images('bottle'),
    name: text('Pulsas gertuvė', 'Pulsas water bottle', 'Бутылка Pulsas'),
    description: text(
      'Pristatome į pasirinktą atsiėmimo vietą.',
      'Delivered to the pick-up point you choose.',
      'Доставим в выбранный пункт выдачи.',
    ),
  },
  {
    id: 3,
    typeId: 3,
    priority: 3,
    price: 5,
    points: 400,
    isActive: true,
    colors: ['#7A3FF2', '#FFFFFF'],
    imageUrls: images('plan'),
    name: text('Neribotas internetas 7 d.', 'Unlimited data for 7 days', 'Безлимитный интернет на 7 дней'),
    description: text('Planas įjungiamas iškart.', 'The plan starts at once.', 'Тарифный план включается сразу.'),
  },
  {
    id: 4,
    typeId: 5,
    priority: 4,
    price: 3,
    points: 250,
    isActive: true,
    colors: ['#00B67A', '#FFFFFF'],
    imageUrls: images('data'),
    name: text('5 GB duomenų', '5 GB of data', '5 ГБ данных'),
    description: text('Galioja 30 dienų.', 'Valid for 30 days.', 'Действует 30 дней.'),
  },
  {
    id: 5,
    typeId: 6,
    priority: 5,
    price: 2,
    points: 150,
    isActive: true,
    colors: ['#FFB81C', '#1A1A1A'],
    imageUrls: images('voice'),
    name: text('100 min. pokalbių', '100 call minutes', '100 минут разговоров'),
    description: text(
      'Skambučiams Lietuvoje, galioja 30 dienų.',
      'For calls in Lithuania, valid for 30 days.',
      'Для звонков по Литве, 30 дней.',
    ),
  },
  {
    id: 6,
    typeId: 7,
    priority: 6,
    price: 1.99,
    points: 200,
    isActive: true,
    colors: ['#1A1A1A', '#FFFFFF'],
    imageUrls: images('protection'),
    name: text('Naršymo apsauga 1 mėn.', 'Browsing protection for 1 month', 'Защита в интернете на 1 месяц'),
    description: text('Saugo nuo kenkėjiškų svetainių.', 'Blocks malicious websites.', 'Блокирует вредоносные сайты.'),
  },
  {
    id: 7,
    typeId: 8,
    priority: 7,
    price: 49,
    points: 0,
    isActive: true,
    colors: ['#5B6770', '#FFFFFF'],
    imageUrls: images('watch'),
    name: text('Išmanusis laikrodis', 'Smartwatch', 'Умные часы'),
    description: text('Tik taškų rinkėjams – už 49 €.', 'For points collectors only, at €49.', 'Только для участников – за 49 €.'),
  },
  {
    id: 8,
    typeId: 4,
    priority: 8,
    price: 59,
    points: 200,
    isActive: false,
    colors: ['#E4002B', '#1A1A1A'],
    imageUrls: images('backpack'),
    name: text('Kelionės kuprinė', 'Travel backpack', 'Дорожный рюкзак'),
    description: text('Loterija baigėsi.', 'This lottery has ended.', 'Лотерея завершена.'),
  },
  {
    id: 9,
    typeId: 1,
    priority: 9,
    price: 0,
    points: 0,
    isActive: true,
    colors: ['#D9D9D6', '#1A1A1A'],
    imageUrls: [],
    name: text('Bandyk dar kartą', 'Try again', 'Попробуйте ещё раз'),
    description: text('Rato laukelis be prizo.', 'The wheel segment without a prize.', 'Сектор колеса без приза.'),
  },
];

/** Points each medal earns, once (campaign rules, assumed). */
export const MEDAL_POINTS: Record<MedalType, number> = {
  MobileAppDownload: 100,
  PricePlanOrder: 200,
  Refill: 100,
  SocialNetworkOrder: 50,
  DirectMarketing: 50,
  ConsentTrafficLocation: 50,
  ConsentThirdParty: 50,
  EmailConfirmation: 50,
  DataUsagePerMonth: 150,
  SmsSentPerMonth: 50,
  CreditCardRegistration: 100,
  CallsInMinutesPerMonth: 100,
  P2pRefill: 100,
  P2pPlanOrder: 150,
};

export const MEDAL_TYPES = Object.keys(MEDAL_POINTS) as MedalType[];

/**
 * Medals the portal may report (it sees the click on a store or social link). The others the
 * backend computes from billing, so reporting them is refused.
 */
export const REPORTABLE_MEDALS: readonly MedalType[] = ['MobileAppDownload', 'SocialNetworkOrder'];

export function awardsPrize(id: number): AwardsPrizeState | undefined {
  return AWARDS_PRIZES.find((prize) => prize.id === id);
}
