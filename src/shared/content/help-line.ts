import type { TFunction } from 'i18next';
import * as app from '@generated/app';
import type { Language } from '@generated/routes';
import { formatRate } from '@/shared/format/numbers';
import { telHref } from '@/shared/format/phone';

export interface HelpNumber {
  label: string;
  number: string;
  href: string;
  price: string;
}

/**
 * The help line as every page names it (issue 49: one source): the numbers and the minute's price from
 * spec/app.yaml helpLine, the words from the `footer` texts. The footer and Help's "nothing found" both
 * read it, so the prerendered HTML, the live page and each language show the same line.
 */
export function helpLine(t: TFunction<'footer'>, lang: Language): { numbers: HelpNumber[]; hours: string } {
  const { shortPhone, shortPhoneMinutePrice, longPhone } = app.helpLine;
  return {
    numbers: [
      {
        label: t('help.shortNumberLabel'),
        number: shortPhone,
        href: telHref(shortPhone),
        price: t('help.shortNumberPrice', { price: formatRate(shortPhoneMinutePrice, lang) }),
      },
      { label: t('help.longNumberLabel'), number: longPhone, href: telHref(longPhone), price: t('help.longNumberPrice') },
    ],
    hours: t('help.hours'),
  };
}
