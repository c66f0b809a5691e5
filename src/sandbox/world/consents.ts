import { text, type Text } from './i18n';

export type ConsentType = 'DirectMarketing' | 'TrafficLocation' | 'ThirdParty';

export const CONSENT_TEXTS: Record<ConsentType, { title: Text; description: Text }> = {
  DirectMarketing: {
    title: text('Tiesioginė rinkodara', 'Direct marketing', 'Прямой маркетинг'),
    description: text(
      'Sutinku gauti pasiūlymus SMS ir el. paštu.',
      'I agree to receive offers by SMS and e-mail.',
      'Согласен получать предложения по SMS и эл. почте.',
    ),
  },
  TrafficLocation: {
    title: text('Srauto ir vietos duomenys', 'Traffic and location data', 'Данные трафика и местоположения'),
    description: text(
      'Sutinku, kad mano ryšio duomenys būtų naudojami asmeniniams pasiūlymams.',
      'I agree that my usage data is used for personal offers.',
      'Согласен на использование данных связи для персональных предложений.',
    ),
  },
  ThirdParty: {
    title: text('Partnerių pasiūlymai', 'Partner offers', 'Предложения партнёров'),
    description: text(
      'Sutinku, kad mano kontaktai būtų perduoti partneriams.',
      'I agree that my contacts are shared with partners.',
      'Согласен на передачу контактов партнёрам.',
    ),
  },
};

export const CONSENT_TYPES = Object.keys(CONSENT_TEXTS) as ConsentType[];

/** msisdn -> consent answers; a missing answer is null (never asked). */
export type ConsentAnswers = Map<string, Partial<Record<ConsentType, boolean>>>;

export function createConsents(): ConsentAnswers {
  return new Map([
    ['61234567', { DirectMarketing: true, TrafficLocation: false }],
    ['61234568', { DirectMarketing: false, TrafficLocation: false, ThirdParty: false }],
  ]);
}
