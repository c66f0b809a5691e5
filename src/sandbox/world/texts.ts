import en from '../../../generated/i18n/en';
import lt from '../../../generated/i18n/lt';
import ru from '../../../generated/i18n/ru';
import { text, type Text } from './i18n';

/** The CMS holds the portal's own validation texts (spec/i18n), as a real one would after an import. */
const validation = (key: 'Required' | 'NumberFormat' | 'EmailFormat' | 'VoucherFormat'): Text =>
  text(lt.validation[key], en.validation[key], ru.validation[key]);

/** key -> text; the CMS's resource groups and translation categories. */
export type TextTable = Record<string, Text>;

/**
 * Resource groups (core §5: validation messages come from resource groups Required, NumberFormat,
 * EmailFormat, VoucherFormat). They override the portal's static texts at run time.
 */
export function createResourceGroups(): Record<string, TextTable> {
  return {
    Validation: {
      Required: validation('Required'),
      NumberFormat: validation('NumberFormat'),
      EmailFormat: validation('EmailFormat'),
      VoucherFormat: validation('VoucherFormat'),
    },
    Refill: {
      Title: text('Sąskaitos papildymas', 'Top up your balance', 'Пополнение счёта'),
      MobileAmountHint: text(
        'Mobiliuoju mokėjimu galima papildyti iki 30 €',
        'Mobile payments top up to €30',
        'Мобильным платежом — до 30 €',
      ),
      AgreementText: text(
        'Sutinku, kad sąskaita būtų papildoma automatiškai',
        'I agree to automatic top-ups',
        'Согласен на автоматическое пополнение',
      ),
    },
    Common: {
      Close: text('Uždaryti', 'Close', 'Закрыть'),
      GenericError: text(
        'Įvyko klaida. Bandyk dar kartą.',
        'Something went wrong. Please try again.',
        'Произошла ошибка. Попробуйте ещё раз.',
      ),
    },
  };
}

/** Translations by category (core §3 corporate content), e.g. for the footer and the plans page. */
export function createTranslations(): Record<string, TextTable> {
  return {
    Footer: {
      AppStoreAlt: text('Atsisiųsti iš „App Store“', 'Download on the App Store', 'Загрузить в App Store'),
      GooglePlayAlt: text('Atsisiųsti iš „Google Play“', 'Get it on Google Play', 'Доступно в Google Play'),
      FacebookAlt: text('Pulso paskyra „Facebook“', 'Pulsas on Facebook', 'Pulsas в Facebook'),
      InstagramAlt: text('Pulso paskyra „Instagram“', 'Pulsas on Instagram', 'Pulsas в Instagram'),
      YoutubeAlt: text('Pulso kanalas „YouTube“', 'Pulsas on YouTube', 'Pulsas на YouTube'),
      CookieSettings: text('Slapukų nustatymai', 'Cookie settings', 'Настройки cookie'),
    },
    Plans: {
      SectionVoice: text('Pokalbiai', 'Calls', 'Звонки'),
      SectionData: text('Internetas', 'Data', 'Интернет'),
      SectionServices: text('Paslaugos', 'Services', 'Услуги'),
      SectionAdditional: text('Papildomai', 'Extras', 'Дополнительно'),
      SectionCombo: text('Rinkiniai', 'Bundles', 'Пакеты'),
      OrderBySms: text('Siųsk {{code}} numeriu {{number}}', 'Text {{code}} to {{number}}', 'Отправьте {{code}} на номер {{number}}'),
    },
  };
}
