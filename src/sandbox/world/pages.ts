import { text, type Text } from './i18n';
import { addDays } from './time';

/** A CMS content page, served by the catch-all route at its alias. */
export interface PageState {
  id: number;
  /** Its alias in each language (spec/api/pages.yaml PageAliases); any of them finds the page. */
  alias: Text;
  title: Text;
  /** HTML. */
  content: Text;
  /** Unpublished edits, shown by the preview screen. */
  draft: Text | null;
  hidden: boolean;
  /** What the hidden-page key in the query must be for a hidden page (README: hidden pages). */
  hiddenKey?: string;
  publishFrom: Date | null;
  publishTo: Date | null;
  seoTitle: Text;
  seoDescription: Text;
  updatedAt: Date;
}

const ABOUT_HTML = text(
  '<h2>Apie Pulsą</h2><p>Pulsas – išankstinio mokėjimo ir mėnesinio plano ryšys be sutarčių.</p><ul><li>Moki tik už tai, ką naudoji</li><li>Planus keiti bet kada</li></ul><p><a href="/planai">Peržiūrėti planus</a></p>',
  '<h2>About Pulsas</h2><p>Pulsas is prepaid and monthly mobile service without contracts.</p><ul><li>Pay only for what you use</li><li>Change plans any time</li></ul><p><a href="/en/plans">See the plans</a></p>',
  '<h2>О Pulsas</h2><p>Pulsas — предоплаченная и ежемесячная связь без договоров.</p><ul><li>Платите только за то, чем пользуетесь</li><li>Меняйте тариф в любое время</li></ul><p><a href="/ru/tarify">Смотреть тарифы</a></p>',
);

const PRIVACY_HTML = text(
  '<h2>Privatumo politika</h2><p>Tavo duomenis tvarkome pagal BDAR.</p><table><thead><tr><th>Duomenys</th><th>Saugojimo terminas</th></tr></thead><tbody><tr><td>Ryšio duomenys</td><td>6 mėn.</td></tr><tr><td>Sąskaitos</td><td>10 metų</td></tr></tbody></table>' +
    '<h3>Mobilusis mokėjimas</h3><p>Atidarius papildymo puslapio skiltį „Mobiliuoju mokėjimu“, tavo naršyklė kreipiasi į „Google“, kad patikrintų, ar gali mokėti „Google Pay“. Iki tol su „Google“ nesusisiekiama. Mokant „Google Pay“, mokėjimo duomenis tvarko „Google“ pagal savo privatumo politiką.</p>',
  '<h2>Privacy policy</h2><p>We process your data under the GDPR.</p><table><thead><tr><th>Data</th><th>Kept for</th></tr></thead><tbody><tr><td>Traffic data</td><td>6 months</td></tr><tr><td>Invoices</td><td>10 years</td></tr></tbody></table>' +
    '<h3>Mobile payment</h3><p>When you open the “By mobile payment” tab of the top-up page, your browser contacts Google to check whether it can pay with Google Pay. Google is not contacted before that. When you pay with Google Pay, Google processes the payment details under its own privacy policy.</p>',
  '<h2>Политика конфиденциальности</h2><p>Мы обрабатываем ваши данные согласно GDPR.</p><table><thead><tr><th>Данные</th><th>Срок хранения</th></tr></thead><tbody><tr><td>Данные связи</td><td>6 мес.</td></tr><tr><td>Счета</td><td>10 лет</td></tr></tbody></table>' +
    '<h3>Мобильный платёж</h3><p>Когда вы открываете вкладку «Мобильным платежом» на странице пополнения, ваш браузер обращается к Google, чтобы проверить, можно ли оплатить через Google Pay. До этого к Google не обращаются. При оплате через Google Pay платёжные данные обрабатывает Google в соответствии со своей политикой конфиденциальности.</p>',
);

const TERMS_HTML = text(
  '<h2>1. Bendrosios nuostatos</h2><p>Šios taisyklės nustato, kaip UAB „Pulsas“ teikia išankstinio mokėjimo ir mėnesinio plano judriojo ryšio paslaugas. Naudodamasis Pulso SIM kortele ar eSIM, sutinki su šiomis taisyklėmis.</p>' +
    '<h2>2. Sąskaitos papildymas ir galiojimas</h2><ul><li>Sąskaitą gali papildyti mokėjimo kortele, per el. bankininkystę, Google Pay ar Apple Pay arba papildymo kortele.</li><li>Po kiekvieno papildymo SIM kortelė galioja 180 dienų.</li><li>Nepanaudotas likutis negrąžinamas, išskyrus teisės aktų numatytus atvejus.</li></ul>' +
    '<h2>3. Planai</h2><p>Planas galioja 30 dienų nuo užsakymo. Jei sąskaitoje pakanka lėšų, planas pratęsiamas automatiškai; jį atsisakyti gali savitarnoje bet kada.</p>' +
    '<h2>4. Ginčų sprendimas</h2><p>Pretenzijas pateik klientų aptarnavimui tel. 1510 arba savitarnoje. Neišspręstus ginčus nagrinėja Lietuvos Respublikos ryšių reguliavimo tarnyba.</p>',
  '<h2>1. General provisions</h2><p>These terms set out how Pulsas UAB provides prepaid and monthly-plan mobile services. By using a Pulsas SIM card or eSIM, you agree to these terms.</p>' +
    '<h2>2. Top-ups and validity</h2><ul><li>You can top up by payment card, online banking, Google Pay or Apple Pay, or with a top-up voucher.</li><li>After each top-up the SIM card is valid for 180 days.</li><li>Unused balance is not refunded, except where the law requires it.</li></ul>' +
    '<h2>3. Plans</h2><p>A plan runs for 30 days from the order. If your balance covers it, the plan renews automatically; you can cancel it in My account at any time.</p>' +
    '<h2>4. Complaints and disputes</h2><p>Send complaints to customer care on 1510 or through My account. Disputes that remain unresolved are handled by the Communications Regulatory Authority of the Republic of Lithuania.</p>',
  '<h2>1. Общие положения</h2><p>Настоящие правила определяют, как ЗАО «Pulsas» предоставляет услуги мобильной связи по предоплате и по ежемесячному тарифному плану. Пользуясь SIM-картой или eSIM Pulsas, вы соглашаетесь с этими правилами.</p>' +
    '<h2>2. Пополнение и срок действия</h2><ul><li>Пополнить счёт можно платёжной картой, через интернет-банк, Google Pay или Apple Pay, а также картой пополнения.</li><li>После каждого пополнения SIM-карта действует 180 дней.</li><li>Неиспользованный остаток не возвращается, кроме случаев, предусмотренных законом.</li></ul>' +
    '<h2>3. Тарифные планы</h2><p>Тарифный план действует 30 дней с момента заказа. Если на счёте достаточно средств, он продлевается автоматически; отказаться от него можно в личном кабинете в любое время.</p>' +
    '<h2>4. Рассмотрение споров</h2><p>Претензии направляйте в службу поддержки по тел. 1555 или через личный кабинет. Неурегулированные споры рассматривает Служба регулирования связи Литовской Республики.</p>',
);

/**
 * One page of each kind the shell must handle: published (with HTML), with a draft, hidden,
 * not yet published, no longer published.
 */
export function createPages(now: Date): PageState[] {
  const page = (p: Omit<PageState, 'draft' | 'hidden' | 'publishFrom' | 'publishTo' | 'updatedAt'> & Partial<PageState>): PageState => ({
    draft: null,
    hidden: false,
    publishFrom: addDays(now, -365),
    publishTo: null,
    updatedAt: addDays(now, -14),
    ...p,
  });
  return [
    page({
      id: 101,
      alias: text('/apie-mus', '/about-us', '/o-nas'),
      title: text('Apie mus', 'About us', 'О нас'),
      content: ABOUT_HTML,
      draft: text(
        '<h2>Apie Pulsą (juodraštis)</h2><p>Naujas tekstas, dar nepaskelbtas.</p>',
        '<h2>About Pulsas (draft)</h2><p>New text, not yet published.</p>',
        '<h2>О Pulsas (черновик)</h2><p>Новый текст, ещё не опубликован.</p>',
      ),
      seoTitle: text('Apie Pulsą', 'About Pulsas', 'О Pulsas'),
      seoDescription: text(
        'Kas yra Pulsas ir kodėl verta rinktis',
        'What Pulsas is and why choose it',
        'Что такое Pulsas и почему стоит выбрать',
      ),
    }),
    page({
      id: 102,
      alias: text('/privatumo-politika', '/privacy-policy', '/politika-konfidentsialnosti'),
      title: text('Privatumo politika', 'Privacy policy', 'Политика конфиденциальности'),
      content: PRIVACY_HTML,
      seoTitle: text('Privatumo politika', 'Privacy policy', 'Политика конфиденциальности'),
      seoDescription: text('Kaip tvarkome asmens duomenis', 'How we process personal data', 'Как мы обрабатываем персональные данные'),
    }),
    // The footer's terms link (elements: policies) leads here.
    page({
      id: 106,
      alias: text('/taisykles', '/terms-of-service', '/pravila-okazaniya-uslug'),
      title: text('Paslaugų teikimo taisyklės', 'Terms of service', 'Правила предоставления услуг'),
      content: TERMS_HTML,
      seoTitle: text('Pulso paslaugų teikimo taisyklės', 'Pulsas terms of service', 'Правила предоставления услуг Pulsas'),
      seoDescription: text(
        'Papildymo, planų ir ginčų sprendimo sąlygos',
        'Top-ups, plans and how disputes are resolved',
        'Условия пополнения, тарифных планов и рассмотрения споров',
      ),
    }),
    page({
      id: 103,
      alias: text('/slaptas-pasiulymas', '/secret-offer', '/sekretnoe-predlozhenie'),
      hidden: true,
      hiddenKey: 'pavasaris50',
      title: text('Slaptas pasiūlymas', 'Secret offer', 'Секретное предложение'),
      content: text(
        '<p>Tik su nuoroda: 50 % nuolaida pirmam mėnesiui.</p>',
        '<p>Link only: 50% off the first month.</p>',
        '<p>Только по ссылке: скидка 50 % на первый месяц.</p>',
      ),
      seoTitle: text('Slaptas pasiūlymas', 'Secret offer', 'Секретное предложение'),
      seoDescription: text('Pasiūlymas su nuoroda', 'An offer by link', 'Предложение по ссылке'),
    }),
    page({
      id: 104,
      alias: text('/nauja-akcija', '/new-offer', '/novaya-aktsiya'),
      publishFrom: addDays(now, 7),
      title: text('Nauja akcija', 'New offer', 'Новая акция'),
      content: text('<p>Netrukus.</p>', '<p>Coming soon.</p>', '<p>Скоро.</p>'),
      seoTitle: text('Nauja akcija', 'New offer', 'Новая акция'),
      seoDescription: text('Netrukus', 'Coming soon', 'Скоро'),
    }),
    page({
      id: 105,
      alias: text('/vasaros-akcija-2023', '/summer-offer-2023', '/letnyaya-aktsiya-2023'),
      publishFrom: addDays(now, -500),
      publishTo: addDays(now, -10),
      title: text('Vasaros akcija 2023', 'Summer offer 2023', 'Летняя акция 2023'),
      content: text('<p>Akcija baigėsi.</p>', '<p>The offer has ended.</p>', '<p>Акция закончилась.</p>'),
      seoTitle: text('Vasaros akcija', 'Summer offer', 'Летняя акция'),
      seoDescription: text('Baigėsi', 'Ended', 'Завершена'),
    }),
  ];
}

/** The editors' preview token of the sandbox CMS: drafts, hidden and unpublished pages (README). */
export const PREVIEW_TOKEN = 'pulsas-preview-2024';

/** Whether a page is published now (publishFrom reached, publishTo not passed). */
export function isPublished(page: PageState, now: Date): boolean {
  return (!page.publishFrom || page.publishFrom <= now) && (!page.publishTo || page.publishTo >= now);
}

/** The page with this alias in any language (normalised: `/en/about-us/` is `/about-us`). */
export function pageAt(pages: readonly PageState[], alias: string): PageState | undefined {
  const wanted = normalizeAlias(alias);
  return pages.find((page) => Object.values(page.alias).some((own) => own === wanted));
}

/** A page's aliases as the API writes them (PageAliases). */
export const aliasesOf = (page: PageState) => ({ lt: page.alias.lt, en: page.alias.en, ru: page.alias.ru });

/** `/en/about` and `/apie-mus/` find `/apie-mus`'s page too: the alias has no language prefix or trailing slash. */
export function normalizeAlias(alias: string): string {
  const path = alias
    .trim()
    .toLowerCase()
    .replace(/^\/(en|ru)(?=\/|$)/, '')
    .replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}
