import { app } from '@generated/app';
import type { Language } from '@generated/routes';

const price = app.formats.price;

/**
 * Core §9: prices have two decimals and a comma separator, with the euro sign after the amount
 * (before it in English): 12,45 € / €12,45.
 */
export function formatPrice(amount: number | string, language: Language): string {
  const value = typeof amount === 'string' ? Number(amount.replace(',', '.')) : amount;
  const [whole, decimals] = Math.abs(value).toFixed(price.decimals).split('.');
  const text = `${value < 0 ? '−' : ''}${whole}${price.decimalSeparator}${decimals}`;
  return price.symbolPosition[language] === 'prefix' ? `${price.symbol}${text}` : `${text}\u00a0${price.symbol}`;
}

const MONTHS: Record<Language, string[]> = {
  lt: ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
};

/**
 * Dates in the configured format (spec/app.yaml formats.date): YYYY, MMMM, MM, D, DD tokens and
 * [literal] text; Lithuanian gets its 'd.' suffix ("2026 lapkričio 21 d."). Times are Vilnius dates.
 */
export function formatDate(date: Date | string, language: Language): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day', string>;
  const pattern = app.formats.date[language];
  return pattern.replace(/\[([^\]]*)\]|YYYY|MMMM|MM|DD|D/g, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY': return parts.year;
      case 'MMMM': return MONTHS[language][Number(parts.month) - 1]!;
      case 'MM': return parts.month;
      case 'DD': return parts.day;
      default: return String(Number(parts.day));
    }
  });
}
