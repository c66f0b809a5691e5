import type { Schemas } from '../api-types';
import { LANGUAGES, type Language } from './i18n';
import { media } from './media';

type Link = Schemas['ElementLink'];

/** Header, footer and home slides in one language, as the CMS publishes them. */
export interface ElementsInLanguage {
  header: Schemas['HeaderElements'];
  footer: Schemas['FooterElements'];
  slides: Schemas['Slide'][];
}

const PREFIX: Record<Language, string> = { lt: '', en: '/en', ru: '/ru' };

/** [lt path, en path, ru path] and [lt, en, ru] names of one link. */
type LinkSeed = [paths: [string, string, string], names: [string, string, string], external?: boolean];

function links(language: Language, seeds: LinkSeed[]): Link[] {
  const index = LANGUAGES.indexOf(language);
  return seeds.map(([paths, names, external]) => ({
    name: names[index]!,
    href: external ? paths[index]! : `${PREFIX[language]}${paths[index]!}`,
    target: external ? '_blank' : '_self',
    iconId: null,
  }));
}

const MAIN: LinkSeed[] = [
  [
    ['/planai', '/plans', '/tarify'],
    ['Planai', 'Plans', 'Тарифы'],
  ],
  [
    ['/papildymas', '/top-up', '/popolnenie'],
    ['Papildymas', 'Top up', 'Пополнение'],
  ],
  [
    ['/prekes', '/devices', '/ustroystva'],
    ['Prekės', 'Devices', 'Товары'],
  ],
  [
    ['/akcijos', '/offers', '/aktsii'],
    ['Akcijos', 'Offers', 'Акции'],
  ],
  [
    ['/pagalba', '/help', '/pomosch'],
    ['Pagalba', 'Help', 'Помощь'],
  ],
];

function footer(language: Language): Schemas['FooterElements'] {
  const l = (seeds: LinkSeed[]) => links(language, seeds);
  const pick = (lt: string, en: string, ru: string) => ({ lt, en, ru })[language];
  return {
    plans: l([
      [
        ['/planai', '/plans', '/tarify'],
        ['Visi planai', 'All plans', 'Все тарифы'],
      ],
      [
        ['/akcijos', '/offers', '/aktsii'],
        ['Akcijos', 'Offers', 'Акции'],
      ],
    ]),
    devices: l([
      [
        ['/prekes', '/devices', '/ustroystva'],
        ['Telefonai', 'Phones', 'Телефоны'],
      ],
      [
        ['/esim', '/esim', '/esim'],
        ['eSIM', 'eSIM', 'eSIM'],
      ],
    ]),
    services: l([
      [
        ['/paslaugos/tinklas', '/services/network-coverage', '/uslugi/pokrytie-seti'],
        ['Ryšio aprėptis', 'Coverage map', 'Карта покрытия'],
      ],
      [
        ['/skambuciai-i-uzsieni', '/international-call-rates', '/mezhdunarodnye-zvonki'],
        ['Skambučiai į užsienį', 'Foreign call rates', 'Звонки за границу'],
      ],
    ]),
    info: l([
      [
        ['/apie-mus', '/about-us', '/o-nas'],
        ['Apie mus', 'About us', 'О нас'],
      ],
      [
        ['/pagalba', '/help', '/pomosch'],
        ['Pagalba', 'Help', 'Помощь'],
      ],
    ]),
    apps: [
      { image: media('badges/app-store'), url: 'https://apps.apple.com/lt/app/pulsas/id1234567890', altTextResource: 'Footer.AppStoreAlt' },
      {
        image: media('badges/google-play'),
        url: 'https://play.google.com/store/apps/details?id=lt.pulsas.app',
        altTextResource: 'Footer.GooglePlayAlt',
      },
    ],
    socials: [
      { network: 'facebook', url: 'https://www.facebook.com/pulsas.lt', altTextResource: 'Footer.FacebookAlt' },
      { network: 'instagram', url: 'https://www.instagram.com/pulsas.lt', altTextResource: 'Footer.InstagramAlt' },
      { network: 'youtube', url: 'https://www.youtube.com/@pulsaslt', altTextResource: 'Footer.YoutubeAlt' },
    ],
    policies: l([
      [
        ['/privatumo-politika', '/privacy-policy', '/politika-konfidentsialnosti'],
        ['Privatumo politika', 'Privacy policy', 'Политика конфиденциальности'],
      ],
      [
        ['/taisykles', '/terms-of-service', '/pravila-okazaniya-uslug'],
        ['Paslaugų teikimo taisyklės', 'Terms of service', 'Правила предоставления услуг'],
      ],
    ]),
    copyright: pick('© 2024 UAB „Pulsas“', '© 2024 Pulsas UAB', '© 2024 ЗАО «Pulsas»'),
  };
}

function slides(language: Language): Schemas['Slide'][] {
  const pick = (lt: string, en: string, ru: string) => ({ lt, en, ru })[language];
  return [
    {
      id: 1,
      priority: 1,
      title: pick('Neribotas internetas', 'Unlimited data', 'Безлимитный интернет'),
      text: pick('Tik 12,99 € per 30 dienų', 'Only €12.99 for 30 days', 'Всего 12,99 € за 30 дней'),
      imageUrl: media('slides/unlimited'),
      mobileImageUrl: media('slides-mobile/unlimited'),
      buttonText: pick('Užsakyti', 'Order', 'Заказать'),
      buttonUrl: `${PREFIX[language]}${pick('/planai', '/plans', '/tarify')}`,
    },
    {
      id: 2,
      priority: 2,
      title: pick('Pereik prie eSIM', 'Switch to eSIM', 'Переходите на eSIM'),
      text: pick('Be plastiko, per kelias minutes', 'No plastic, in minutes', 'Без пластика, за пару минут'),
      imageUrl: media('slides/esim'),
      mobileImageUrl: media('slides-mobile/esim'),
      buttonText: pick('Sužinoti daugiau', 'Learn more', 'Подробнее'),
      buttonUrl: `${PREFIX[language]}/esim`,
    },
    {
      id: 3,
      priority: 3,
      title: pick('Pulso taškai', 'Pulsas points', 'Баллы Pulsas'),
      text: pick('Rink taškus ir laimėk prizus', 'Collect points and win prizes', 'Собирайте баллы и выигрывайте призы'),
      imageUrl: media('slides/points'),
      mobileImageUrl: media('slides-mobile/points'),
      buttonText: null,
      buttonUrl: null,
    },
  ];
}

export function createElements(): Record<Language, ElementsInLanguage> {
  const build = (language: Language): ElementsInLanguage => ({
    header: {
      logo: { href: PREFIX[language] || '/', imageUrl: media('badges/pulsas'), altText: 'Pulsas' },
      links: links(language, MAIN),
    },
    footer: footer(language),
    slides: slides(language),
  });
  return { lt: build('lt'), en: build('en'), ru: build('ru') };
}
