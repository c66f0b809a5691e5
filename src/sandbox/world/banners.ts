import * as constants from '../../../generated/constants';
import { href } from '../../shared/routing/paths';
import { formatDate } from '../../shared/format/format';
import { text, type Language, type Text } from './i18n';
import type { Subscriber } from './subscribers';
import { addDays } from './time';
import { media } from './media';
import { FeatureId } from '../../../generated/enums';

/** Info 1, Warning 2, Error 3, Modal 4; locations None 1, Dashboard 2, Refill 3, Plans 4, Home 5. */
export interface BannerState {
  id: string;
  typeId: 1 | 2 | 3 | 4;
  text: Text;
  description: Text | null;
  buttonText: Text | null;
  /** A route of the portal, resolved in the request's language. */
  buttonRoute: 'Esim' | 'AwardsCampaign' | 'Refill' | 'Home' | null;
  /** A place on that page (`#id`), e.g. the footer's newsletter form. */
  buttonAnchor?: string;
  buttonClose: boolean;
  imageUrl: string | null;
  priority: number;
  locations: (1 | 2 | 3 | 4 | 5)[];
  showOnlyToLoggedInUsers: boolean;
  showOncePerSession: boolean;
  /**
   * An outage notice, served only while its feature is switched off (issue 50: "Google Pay is down" beside a
   * Google Pay tab that still works said two things at once). Testers switch it on at /api/__sandbox/features.
   */
  whileOff?: FeatureId;
}

export function buttonUrl(banner: BannerState, language: Language): string | null {
  if (!banner.buttonRoute) return null;
  return `${href(banner.buttonRoute, {}, language)}${banner.buttonAnchor ? `#${banner.buttonAnchor}` : ''}`;
}

const none = {
  description: null,
  buttonText: null,
  buttonRoute: null,
  buttonClose: false,
  imageUrl: null,
  showOnlyToLoggedInUsers: false,
  showOncePerSession: false,
} as const;

/**
 * The general banners: every type, every location, one logged-in-only, once-per-session ones and the
 * information modal. Campaign banners are not here: campaign files (spec/campaigns) carry their own.
 */
export function createBanners(now: Date): BannerState[] {
  // As an editor writes a date in each language (issue 33: customer texts never show ISO dates).
  const night = addDays(now, 5);
  return [
    {
      ...none,
      id: 'planned-maintenance',
      typeId: 2,
      priority: 1,
      locations: [2, 3],
      text: text(
        `${formatDate(night, 'lt')} 02:00–04:00 savitarna gali veikti su trikdžiais.`,
        `My account may be unstable on ${formatDate(night, 'en')}, 02:00–04:00.`,
        `${formatDate(night, 'ru')} с 02:00 до 04:00 возможны сбои в работе личного кабинета.`,
      ),
    },
    {
      ...none,
      id: 'esim-available',
      typeId: 1,
      priority: 3,
      locations: [5, 4],
      buttonRoute: 'Esim',
      text: text(
        'eSIM – dabar ir išankstinio mokėjimo klientams',
        'eSIM is now available to prepaid customers',
        'eSIM теперь и для клиентов с предоплатой',
      ),
      buttonText: text('Sužinoti daugiau', 'Learn more', 'Подробнее'),
    },
    {
      ...none,
      id: 'google-pay-outage',
      typeId: 3,
      whileOff: FeatureId.GooglePay,
      priority: 2,
      locations: [3],
      text: text(
        'Google Pay mokėjimai laikinai neveikia',
        'Google Pay payments are temporarily unavailable',
        'Платежи Google Pay временно недоступны',
      ),
      description: text('Papildyk kortele arba per banką.', 'Please top up by card or bank link.', 'Пополните картой или через банк.'),
    },
    {
      ...none,
      id: 'information-modal',
      typeId: 4,
      priority: 1,
      locations: [2],
      showOnlyToLoggedInUsers: true,
      showOncePerSession: true,
      buttonClose: true,
      imageUrl: media('banners/my-account'),
      text: text('Atnaujinome savitarną', 'We have renewed My account', 'Мы обновили личный кабинет'),
      description: text(
        'Sąskaitos, planai ir kortelės dabar vienoje vietoje.',
        'Invoices, plans and cards are now in one place.',
        'Счета, тарифы и карты теперь в одном месте.',
      ),
      buttonText: text('Gerai', 'OK', 'Хорошо'),
    },
    {
      ...none,
      id: 'awards-app-download',
      typeId: 1,
      priority: 5,
      locations: [2],
      showOnlyToLoggedInUsers: true,
      buttonRoute: 'AwardsCampaign',
      text: text('Atsisiųsk programėlę ir gauk 100 taškų', 'Get the app and earn 100 points', 'Скачайте приложение и получите 100 баллов'),
      buttonText: text('Plačiau', 'More', 'Подробнее'),
    },
    // Its button opens the footer's newsletter form (spec/app.yaml constants.newsletterAnchor).
    {
      ...none,
      id: 'newsletter-invite',
      typeId: 1,
      priority: 6,
      locations: [5],
      showOncePerSession: true,
      buttonClose: true,
      buttonRoute: 'Home',
      buttonAnchor: constants.newsletterAnchor,
      text: text(
        'Gauk pasiūlymus pirmas – užsiprenumeruok naujienlaiškį',
        'Be the first to hear of offers: subscribe to the newsletter',
        'Узнавайте о предложениях первыми – подпишитесь на рассылку',
      ),
      buttonText: text('Užsiprenumeruoti', 'Subscribe', 'Подписаться'),
    },
    {
      ...none,
      id: 'unplaced-draft',
      typeId: 1,
      priority: 9,
      locations: [1],
      text: text('Juodraštis: dar nepriskirtas jokiai vietai', 'Draft: not placed anywhere yet', 'Черновик: пока нигде не размещён'),
    },
  ];
}

/** A subscriber's own banners: the SIM validity warning a month before a prepaid SIM expires. */
export function userBanners(subscriber: Subscriber, now: Date): BannerState[] {
  const until = subscriber.simValidUntil;
  if (!until || until.getTime() - now.getTime() > 30 * 86_400_000) return [];

  return [
    {
      ...none,
      id: 'sim-validity-warning',
      typeId: 2,
      priority: 2,
      locations: [2, 3],
      showOnlyToLoggedInUsers: true,
      buttonRoute: 'Refill',
      text: text(
        `SIM kortelė galioja iki ${formatDate(until, 'lt')}`,
        `Your SIM card is valid until ${formatDate(until, 'en')}`,
        `SIM-карта действует до ${formatDate(until, 'ru')}`,
      ),
      description: text(
        'Papildyk sąskaitą, kad numeris neišsijungtų.',
        'Top up to keep your number.',
        'Пополните счёт, чтобы сохранить номер.',
      ),
      buttonText: text('Papildyti', 'Top up', 'Пополнить'),
    },
  ];
}
