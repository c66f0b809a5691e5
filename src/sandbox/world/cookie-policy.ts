import type { Schemas } from '../api-types';
import { pick, text, type Language, type Text } from './i18n';

/**
 * The cookie consent manager's banner (campaign seed §4, GET /consent/cookies, assumed): its texts and
 * the categories a visitor may allow. The same for every world: it is the operator's policy, not a
 * subscriber's data. The visitor's choice stays in the browser.
 */
const POLICY = {
  version: '2024-05',
  title: text('Tavo privatumas Pulse', 'Your privacy at Pulsas', 'Ваша конфиденциальность в Pulsas'),
  text: text(
    'Slapukai padeda svetainei veikti, o tavo leidimu – ir matuoti lankomumą, rodyti tau aktualius pasiūlymus bei kalbėtis su konsultantu. Pasirink, ką leidi; savo pasirinkimą gali bet kada pakeisti svetainės apačioje.',
    'Cookies keep the site working and, with your permission, let us measure visits, show offers that suit you and chat with you. Choose what you allow; you can change your choice at any time at the bottom of the site.',
    'Файлы cookie нужны для работы сайта, а с вашего разрешения – для статистики посещений, подходящих вам предложений и чата с консультантом. Выберите, что вы разрешаете; изменить выбор можно в любой момент внизу сайта.',
  ),
  categories: [
    {
      id: 'necessary',
      required: true,
      title: text('Būtinieji', 'Necessary', 'Необходимые'),
      description: text(
        'Be jų neveiktų prisijungimas, kalbos pasirinkimas ir mokėjimai.',
        'Without them, logging in, the language choice and payments would not work.',
        'Без них не работали бы вход, выбор языка и платежи.',
      ),
    },
    {
      id: 'preferences',
      required: false,
      title: text('Pokalbių ir nustatymų', 'Chat and preferences', 'Чат и настройки'),
      description: text(
        'Leidžia kalbėtis su konsultantu pokalbių lange ir prisiminti tavo nustatymus.',
        'Let you chat with an agent in the chat window and remember your settings.',
        'Позволяют общаться с консультантом в чате и запоминать ваши настройки.',
      ),
    },
    {
      id: 'statistics',
      required: false,
      title: text('Statistikos', 'Statistics', 'Статистика'),
      description: text(
        'Padeda suprasti, kaip lankytojai naudojasi svetaine, kad galėtume ją tobulinti.',
        'Help us understand how visitors use the site so that we can improve it.',
        'Помогают понять, как посетители пользуются сайтом, чтобы мы могли его улучшать.',
      ),
    },
    {
      id: 'marketing',
      required: false,
      title: text('Rinkodaros', 'Marketing', 'Маркетинг'),
      description: text(
        'Leidžia rodyti tau aktualius Pulso pasiūlymus kitose svetainėse.',
        'Let us show you Pulsas offers that suit you on other sites.',
        'Позволяют показывать вам подходящие предложения Pulsas на других сайтах.',
      ),
    },
  ] satisfies { id: Schemas['CookieCategoryId']; required: boolean; title: Text; description: Text }[],
} as const;

const PREFIX: Record<Language, string> = { lt: '', en: '/en', ru: '/ru' };
/** The privacy policy's CMS page in each language (world/pages.ts, page 105's aliases). */
const PRIVACY_ALIAS: Record<Language, string> = { lt: '/privatumo-politika', en: '/privacy-policy', ru: '/politika-konfidentsialnosti' };

export function cookiePolicy(language: Language): Schemas['CookiePolicy'] {
  return {
    version: POLICY.version,
    title: pick(POLICY.title, language),
    text: pick(POLICY.text, language),
    policyUrl: `${PREFIX[language]}${PRIVACY_ALIAS[language]}`,
    categories: POLICY.categories.map((category) => ({
      id: category.id,
      required: category.required,
      title: pick(category.title, language),
      description: pick(category.description, language),
    })),
  };
}
