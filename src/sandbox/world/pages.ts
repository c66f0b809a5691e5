import { text, type Text } from './i18n';
import { addDays } from './time';

/** A CMS content page, served by the catch-all route at its alias. */
export interface PageState {
  id: number;
  alias: string;
  title: Text;
  /** HTML. */
  content: Text;
  /** Unpublished edits, shown by the preview screen. */
  draft: Text | null;
  hidden: boolean;
  publishFrom: Date | null;
  publishTo: Date | null;
  seoTitle: Text;
  seoDescription: Text;
  updatedAt: Date;
}

const ABOUT_HTML = text(
  '<h2>Apie Pulsą</h2><p>Pulsas – išankstinio mokėjimo ir mėnesinio plano ryšys be sutarčių.</p><ul><li>Mokate tik už tai, ką naudojate</li><li>Planus keičiate bet kada</li></ul><p><a href="/planai">Peržiūrėti planus</a></p>',
  '<h2>About Pulsas</h2><p>Pulsas is prepaid and monthly mobile service without contracts.</p><ul><li>Pay only for what you use</li><li>Change plans any time</li></ul><p><a href="/en/plans">See the plans</a></p>',
  '<h2>О Pulsas</h2><p>Pulsas — предоплаченная и ежемесячная связь без договоров.</p><ul><li>Платите только за то, чем пользуетесь</li><li>Меняйте тариф в любое время</li></ul><p><a href="/ru/tarify">Смотреть тарифы</a></p>',
);

const PRIVACY_HTML = text(
  '<h2>Privatumo politika</h2><p>Jūsų duomenis tvarkome pagal BDAR.</p><table><thead><tr><th>Duomenys</th><th>Saugojimo terminas</th></tr></thead><tbody><tr><td>Ryšio duomenys</td><td>6 mėn.</td></tr><tr><td>Sąskaitos</td><td>10 metų</td></tr></tbody></table>',
  '<h2>Privacy policy</h2><p>We process your data under the GDPR.</p><table><thead><tr><th>Data</th><th>Kept for</th></tr></thead><tbody><tr><td>Traffic data</td><td>6 months</td></tr><tr><td>Invoices</td><td>10 years</td></tr></tbody></table>',
  '<h2>Политика конфиденциальности</h2><p>Мы обрабатываем ваши данные согласно GDPR.</p><table><thead><tr><th>Данные</th><th>Срок хранения</th></tr></thead><tbody><tr><td>Данные связи</td><td>6 мес.</td></tr><tr><td>Счета</td><td>10 лет</td></tr></tbody></table>',
);

/**
 * One page of each kind the shell must handle: published (with HTML), with a draft, hidden,
 * not yet published, no longer published.
 */
export function createPages(now: Date): PageState[] {
  const page = (p: Omit<PageState, 'draft' | 'hidden' | 'publishFrom' | 'publishTo' | 'updatedAt'> & Partial<PageState>): PageState => ({
    draft: null, hidden: false, publishFrom: addDays(now, -365), publishTo: null, updatedAt: addDays(now, -14), ...p,
  });
  return [
    page({ id: 101, alias: '/apie-mus', title: text('Apie mus', 'About us', 'О нас'), content: ABOUT_HTML,
      draft: text('<h2>Apie Pulsą (juodraštis)</h2><p>Naujas tekstas, dar nepaskelbtas.</p>', '<h2>About Pulsas (draft)</h2><p>New text, not yet published.</p>', '<h2>О Pulsas (черновик)</h2><p>Новый текст, ещё не опубликован.</p>'),
      seoTitle: text('Apie Pulsą', 'About Pulsas', 'О Pulsas'),
      seoDescription: text('Kas yra Pulsas ir kodėl verta rinktis', 'What Pulsas is and why choose it', 'Что такое Pulsas и почему стоит выбрать') }),
    page({ id: 102, alias: '/privatumo-politika', title: text('Privatumo politika', 'Privacy policy', 'Политика конфиденциальности'), content: PRIVACY_HTML,
      seoTitle: text('Privatumo politika', 'Privacy policy', 'Политика конфиденциальности'),
      seoDescription: text('Kaip tvarkome asmens duomenis', 'How we process personal data', 'Как мы обрабатываем персональные данные') }),
    page({ id: 103, alias: '/slaptas-pasiulymas', hidden: true, title: text('Slaptas pasiūlymas', 'Secret offer', 'Секретное предложение'),
      content: text('<p>Tik su nuoroda: 50 % nuolaida pirmam mėnesiui.</p>', '<p>Link only: 50% off the first month.</p>', '<p>Только по ссылке: скидка 50 % на первый месяц.</p>'),
      seoTitle: text('Slaptas pasiūlymas', 'Secret offer', 'Секретное предложение'), seoDescription: text('Pasiūlymas su nuoroda', 'An offer by link', 'Предложение по ссылке') }),
    page({ id: 104, alias: '/nauja-akcija', publishFrom: addDays(now, 7), title: text('Nauja akcija', 'New offer', 'Новая акция'),
      content: text('<p>Netrukus.</p>', '<p>Coming soon.</p>', '<p>Скоро.</p>'),
      seoTitle: text('Nauja akcija', 'New offer', 'Новая акция'), seoDescription: text('Netrukus', 'Coming soon', 'Скоро') }),
    page({ id: 105, alias: '/vasaros-akcija-2023', publishFrom: addDays(now, -500), publishTo: addDays(now, -10),
      title: text('Vasaros akcija 2023', 'Summer offer 2023', 'Летняя акция 2023'),
      content: text('<p>Akcija baigėsi.</p>', '<p>The offer has ended.</p>', '<p>Акция закончилась.</p>'),
      seoTitle: text('Vasaros akcija', 'Summer offer', 'Летняя акция'), seoDescription: text('Baigėsi', 'Ended', 'Завершена') }),
  ];
}

/** `/en/about` and `/apie-mus/` find `/apie-mus`'s page too: the alias has no language prefix or trailing slash. */
export function normalizeAlias(alias: string): string {
  const path = alias.trim().toLowerCase().replace(/^\/(en|ru)(?=\/|$)/, '').replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}
