import { type RouteKey } from '../../../generated/routes';
import { hrefOf } from '../../shared/routing/paths';
import { LANGUAGES, type Language, type Text } from './i18n';
import { addDays } from './time';

/** A help article; its slug and texts exist in every language. */
export interface HelpTopicState {
  slug: Text;
  title: Text;
  /** HTML. */
  body: Text;
  updatedAt: Date;
  /** Slugs (Lithuanian) of topics to suggest beside it, any group. */
  related: string[];
}

export interface HelpGroupState {
  slug: Text;
  title: Text;
  description: Text;
  topics: HelpTopicState[];
}

type Body = (lang: Language) => string;
/** A portal link inside an article, in the article's language. */
const link = (key: RouteKey, lang: Language, label: string) => `<a href="${hrefOf(key, {}, lang)}">${label}</a>`;
const per = (build: Body): Text => ({ lt: build('lt'), en: build('en'), ru: build('ru') });
const t3 = (lt: string, en: string, ru: string): Text => ({ lt, en, ru });

interface TopicInput {
  slug: Text;
  title: Text;
  body: Body;
  days: number;
  related?: string[];
}
const topic = (now: Date, { slug, title, body, days, related = [] }: TopicInput): HelpTopicState => ({
  slug,
  title,
  body: per(body),
  updatedAt: addDays(now, -days),
  related,
});

/**
 * The help centre: groups of articles on the subjects customers ask about most (refill, cards, plans,
 * eSIM, roaming, account), in lt, en and ru. Links inside articles lead to the portal's own pages.
 */
export function createHelp(now: Date): HelpGroupState[] {
  const $ = (input: TopicInput) => topic(now, input);
  return [
    {
      slug: t3('mokejimai', 'payments', 'oplata'),
      title: t3('Papildymas ir mokėjimai', 'Top-ups and payments', 'Пополнение и оплата'),
      description: t3(
        'Kaip papildyti sąskaitą, panaudoti papildymo kortelę ir įjungti automatinį papildymą.',
        'How to top up, use a top-up voucher and switch on automatic top-ups.',
        'Как пополнить счёт, использовать карту пополнения и включить автопополнение.',
      ),
      topics: [
        $({
          slug: t3('papildymas', 'top-up', 'popolnenie'),
          days: 12,
          related: ['papildymo-kortele', 'automatinis-papildymas'],
          title: t3('Kaip papildyti sąskaitą?', 'How do I top up?', 'Как пополнить счёт?'),
          body: (l) =>
            ({
              lt: `<p>Sąskaitą gali papildyti bet kada ${link('Refill', l, 'papildymo puslapyje')}: įvesk numerį, pasirink sumą ir mokėjimo būdą.</p><ul><li>Banko nuoroda – pinigai įskaitomi iš karto po apmokėjimo.</li><li>Mokėjimo kortele, „Google Pay“ arba „Apple Pay“.</li><li>Papildymo kortele – įvesk 13 skaitmenų kodą.</li></ul><p>Papildyti galima nuo 1 iki 150\u00a0€. Mobiliuoju mokėjimu – iki 30\u00a0€.</p>`,
              en: `<p>You can top up any time on the ${link('Refill', l, 'top-up page')}: enter the number, choose the amount and how to pay.</p><ul><li>Bank link – the money arrives as soon as you pay.</li><li>Payment card, Google Pay or Apple Pay.</li><li>Top-up voucher – enter its 13-digit code.</li></ul><p>Top-ups are from €1 to €150; by mobile payment up to €30.</p>`,
              ru: `<p>Пополнить счёт можно в любое время на ${link('Refill', l, 'странице пополнения')}: введите номер, выберите сумму и способ оплаты.</p><ul><li>Через банк — деньги зачисляются сразу после оплаты.</li><li>Платёжной картой, Google Pay или Apple Pay.</li><li>Картой пополнения — введите 13-значный код.</li></ul><p>Пополнить можно на сумму от 1 до 150\u00a0€, мобильным платежом — до 30\u00a0€.</p>`,
            })[l],
        }),
        $({
          slug: t3('papildymo-kortele', 'top-up-voucher', 'karta-popolneniya'),
          days: 40,
          related: ['papildymas'],
          title: t3('Kaip panaudoti papildymo kortelę?', 'How do I use a top-up voucher?', 'Как использовать карту пополнения?'),
          body: (l) =>
            ({
              lt: `<p>Papildymo kortelę įsigysi prekybos centruose, degalinėse ir spaudos kioskuose. Nutrink apsauginį sluoksnį ir rasi 13 skaitmenų kodą.</p><p>Atidaryk ${link('Refill', l, 'papildymo puslapį')}, pasirink skirtuką „Papildymo kortelė“, įvesk numerį ir kodą. Kiekvienas kodas galioja vieną kartą.</p><p>Jei kodas netinka, patikrink, ar neįvedei raidės O vietoj nulio, ir pabandyk dar kartą.</p>`,
              en: `<p>You can buy a top-up voucher in supermarkets, petrol stations and newsagents. Scratch off the panel to find the 13-digit code.</p><p>Open the ${link('Refill', l, 'top-up page')}, choose the “Top-up voucher” tab and enter the number and the code. Each code works once.</p><p>If the code is not accepted, check that you did not type the letter O instead of a zero, and try again.</p>`,
              ru: `<p>Карту пополнения можно купить в супермаркетах, на заправках и в киосках. Сотрите защитный слой — под ним 13-значный код.</p><p>Откройте ${link('Refill', l, 'страницу пополнения')}, выберите вкладку «Карта пополнения» и введите номер и код. Каждый код действует один раз.</p><p>Если код не подходит, проверьте, не ввели ли вы букву O вместо нуля, и попробуйте ещё раз.</p>`,
            })[l],
        }),
        $({
          slug: t3('automatinis-papildymas', 'automatic-top-up', 'avtopopolnenie'),
          days: 25,
          related: ['korteles-issaugojimas', 'papildymas'],
          title: t3('Kaip įjungti automatinį papildymą?', 'How do I switch on automatic top-ups?', 'Как включить автопополнение?'),
          body: (l) =>
            ({
              lt: `<p>Automatinis papildymas kortele papildo sąskaitą kas savaitę arba kas mėnesį, kad niekada neliktum be ryšio.</p><ol><li>Prisijunk ir atidaryk ${link('Refill', l, 'papildymą')}.</li><li>Pasirink mokėjimą kortele ir pažymėk „Papildyti automatiškai“.</li><li>Pasirink sumą ir periodą, sutik su sąlygomis ir apmokėk.</li></ol><p>Automatinį papildymą bet kada išjungsi nustatymų skiltyje „Mokėjimo kortelės“.</p>`,
              en: `<p>Automatic top-up charges your card every week or every month, so you never run out of credit.</p><ol><li>Log in and open ${link('Refill', l, 'Top-up')}.</li><li>Choose card payment and tick “Top up automatically”.</li><li>Pick the amount and period, accept the terms and pay.</li></ol><p>You can switch it off any time under “Payment cards” in your settings.</p>`,
              ru: `<p>Автопополнение списывает деньги с карты каждую неделю или каждый месяц, чтобы вы всегда оставались на связи.</p><ol><li>Войдите и откройте ${link('Refill', l, 'пополнение')}.</li><li>Выберите оплату картой и отметьте «Пополнять автоматически».</li><li>Выберите сумму и период, примите условия и оплатите.</li></ol><p>Отключить автопополнение можно в любое время в настройках, раздел «Платёжные карты».</p>`,
            })[l],
        }),
      ],
    },
    {
      slug: t3('mokejimo-korteles', 'payment-cards', 'platezhnye-karty'),
      title: t3('Mokėjimo kortelės', 'Payment cards', 'Платёжные карты'),
      description: t3(
        'Kortelės išsaugojimas, keitimas ir ką daryti, kai ji nebegalioja.',
        'Saving and replacing a card, and what to do when it expires.',
        'Сохранение и замена карты и что делать, если срок её действия истёк.',
      ),
      topics: [
        $({
          slug: t3('korteles-issaugojimas', 'saving-a-card', 'sohranenie-karty'),
          days: 30,
          related: ['automatinis-papildymas', 'kortele-nebegalioja'],
          title: t3('Kaip išsaugoti mokėjimo kortelę?', 'How do I save a payment card?', 'Как сохранить платёжную карту?'),
          body: (l) =>
            ({
              lt: `<p>Išsaugota kortele papildysi sąskaitą ir apmokėsi planus vienu paspaudimu. Kortelės duomenis saugo mokėjimų partneris, mes matome tik paskutinius 4 skaitmenis.</p><p>Kortelę išsaugosi mokėdamas (pažymėk „Išsaugoti kortelę“) arba nustatymuose, skiltyje „Mokėjimo kortelės“ – tada nuskaitysime ir iš karto grąžinsime 0,00\u00a0€ patvirtinimo sumą.</p>`,
              en: `<p>With a saved card you top up and pay for plans in one click. The payment partner keeps the card details; we only see the last 4 digits.</p><p>Save a card while paying (tick “Save card”) or in your settings under “Payment cards”, where we confirm it with a €0.00 authorisation.</p>`,
              ru: `<p>С сохранённой картой вы пополняете счёт и оплачиваете тарифы одним нажатием. Данные карты хранит платёжный партнёр, мы видим только последние 4 цифры.</p><p>Сохранить карту можно при оплате (отметьте «Сохранить карту») или в настройках, раздел «Платёжные карты», — там мы подтвердим её авторизацией на 0,00\u00a0€.</p>`,
            })[l],
        }),
        $({
          slug: t3('kortele-nebegalioja', 'expired-card', 'karta-istekla'),
          days: 8,
          related: ['korteles-issaugojimas'],
          title: t3('Ką daryti, jei kortelė nebegalioja?', 'What if my card has expired?', 'Что делать, если срок действия карты истёк?'),
          body: (l) =>
            ({
              lt: `<p>Kai išsaugotos kortelės galiojimas baigiasi, savitarnoje pamatysi įspėjimą. Automatiniai papildymai ir plano mokėjimai tokia kortele nebevyksta.</p><p>Pašalink seną kortelę nustatymuose ir išsaugok naują. Jei kortelė užblokuota banke, susisiek su savo banku.</p>`,
              en: `<p>When a saved card expires you will see a warning in My account. Automatic top-ups and plan payments stop with that card.</p><p>Remove the old card in your settings and save the new one. If your bank has blocked the card, contact your bank.</p>`,
              ru: `<p>Когда срок действия сохранённой карты истекает, в личном кабинете появляется предупреждение. Автопополнения и оплата тарифов этой картой прекращаются.</p><p>Удалите старую карту в настройках и сохраните новую. Если карта заблокирована банком, обратитесь в свой банк.</p>`,
            })[l],
        }),
      ],
    },
    {
      slug: t3('planai', 'plans', 'tarify'),
      title: t3('Planai', 'Plans', 'Тарифы'),
      description: t3(
        'Planų užsakymas, galiojimas ir atsisakymas.',
        'Ordering, validity and cancelling plans.',
        'Заказ, срок действия и отказ от тарифов.',
      ),
      topics: [
        $({
          slug: t3('plano-uzsakymas', 'ordering-a-plan', 'zakaz-tarifa'),
          days: 15,
          related: ['plano-atsisakymas', 'papildymas'],
          title: t3('Kaip užsisakyti planą?', 'How do I order a plan?', 'Как заказать тариф?'),
          body: (l) =>
            ({
              lt: `<p>Visus planus rasi ${link('Plans', l, 'planų puslapyje')}. Pasirink planą, prisijunk ir apmokėk iš sąskaitos likučio arba kortele.</p><p>Planas įsigalioja iš karto ir galioja nurodytą dienų skaičių. Jei sąskaitoje pakanka pinigų, jis pratęsiamas automatiškai.</p>`,
              en: `<p>All plans are on the ${link('Plans', l, 'plans page')}. Pick one, log in and pay from your balance or by card.</p><p>The plan starts at once and lasts the stated number of days. If your balance covers it, it renews automatically.</p>`,
              ru: `<p>Все тарифы — на ${link('Plans', l, 'странице тарифов')}. Выберите тариф, войдите и оплатите с баланса или картой.</p><p>Тариф начинает действовать сразу и действует указанное число дней. Если на счёте достаточно денег, он продлевается автоматически.</p>`,
            })[l],
        }),
        $({
          slug: t3('plano-atsisakymas', 'cancelling-a-plan', 'otkaz-ot-tarifa'),
          days: 60,
          related: ['plano-uzsakymas'],
          title: t3('Kaip atsisakyti plano?', 'How do I cancel a plan?', 'Как отказаться от тарифа?'),
          body: (l) =>
            ({
              lt: `<p>Prisijunk ir savitarnoje atidaryk skiltį „Planų atsisakymas“. Pasirink planą, kurio nebenori pratęsti – jis veiks iki galiojimo pabaigos ir nebebus pratęstas.</p><p>Už nepanaudotą plano dalį pinigai negrąžinami.</p>`,
              en: `<p>Log in and open “Plan cancellation” in My account. Choose the plan you no longer want to renew – it keeps working until it ends and is not renewed.</p><p>Unused parts of a plan are not refunded.</p>`,
              ru: `<p>Войдите и откройте в личном кабинете раздел «Отказ от тарифа». Выберите тариф, который не хотите продлевать, — он будет действовать до конца срока и не продлится.</p><p>Деньги за неиспользованную часть тарифа не возвращаются.</p>`,
            })[l],
        }),
      ],
    },
    {
      slug: t3('esim', 'esim', 'esim'),
      title: t3('eSIM', 'eSIM', 'eSIM'),
      description: t3(
        'Kas yra eSIM, kaip ją įsigyti, aktyvuoti ir pakeisti.',
        'What eSIM is and how to buy, activate and replace it.',
        'Что такое eSIM и как её купить, активировать и заменить.',
      ),
      topics: [
        $({
          slug: t3('kas-yra-esim', 'what-is-esim', 'chto-takoe-esim'),
          days: 90,
          related: ['esim-aktyvavimas', 'sim-keitimas-i-esim'],
          title: t3('Kas yra eSIM?', 'What is an eSIM?', 'Что такое eSIM?'),
          body: (l) =>
            ({
              lt: `<p>eSIM – tai skaitmeninė SIM kortelė, įmontuota telefone ar laikrodyje. Jos nereikia įdėti: užtenka nuskaityti QR kodą.</p><p>eSIM veikia naujesniuose „iPhone“, „Samsung Galaxy“, „Google Pixel“ telefonuose ir išmaniuosiuose laikrodžiuose. eSIM palaikančius įrenginius rasi ${link('Devices', l, 'prekių puslapyje')}.</p>`,
              en: `<p>An eSIM is a digital SIM built into your phone or watch. There is nothing to insert: you scan a QR code.</p><p>eSIM works on recent iPhones, Samsung Galaxy and Google Pixel phones and smartwatches. Find eSIM devices on the ${link('Devices', l, 'devices page')}.</p>`,
              ru: `<p>eSIM — это цифровая SIM-карта, встроенная в телефон или часы. Её не нужно вставлять: достаточно отсканировать QR-код.</p><p>eSIM работает на новых iPhone, Samsung Galaxy, Google Pixel и умных часах. Устройства с eSIM — на ${link('Devices', l, 'странице устройств')}.</p>`,
            })[l],
        }),
        $({
          slug: t3('esim-aktyvavimas', 'activating-esim', 'aktivatsiya-esim'),
          days: 20,
          related: ['kas-yra-esim'],
          title: t3('Kaip aktyvuoti eSIM?', 'How do I activate an eSIM?', 'Как активировать eSIM?'),
          body: (l) =>
            ({
              lt: `<p>Įsigijęs ${link('Esim', l, 'eSIM')} gausi QR kodą. Telefone atidaryk „Nustatymai“ → „Mobilusis ryšys“ → „Pridėti eSIM“ ir nuskaityk kodą.</p><p>Aktyvuojant reikia interneto ryšio (Wi‑Fi). QR kodą galima panaudoti tik vieną kartą – neištrink eSIM, jei neketini jos keisti.</p>`,
              en: `<p>After buying an ${link('Esim', l, 'eSIM')} you get a QR code. On your phone open Settings → Mobile data → Add eSIM and scan the code.</p><p>Activation needs an internet connection (Wi‑Fi). A QR code works only once – do not delete the eSIM unless you mean to replace it.</p>`,
              ru: `<p>После покупки ${link('Esim', l, 'eSIM')} вы получите QR-код. В телефоне откройте «Настройки» → «Сотовая связь» → «Добавить eSIM» и отсканируйте код.</p><p>Для активации нужен интернет (Wi‑Fi). QR-код можно использовать только один раз — не удаляйте eSIM, если не собираетесь её менять.</p>`,
            })[l],
        }),
        $({
          slug: t3('sim-keitimas-i-esim', 'switching-to-esim', 'perehod-na-esim'),
          days: 35,
          related: ['esim-aktyvavimas'],
          title: t3('Kaip pakeisti SIM kortelę į eSIM?', 'How do I switch my SIM to an eSIM?', 'Как заменить SIM-карту на eSIM?'),
          body: (l) =>
            ({
              lt: `<p>Prisijunk ir savitarnoje pasirink „eSIM keitimas“. Numeris, likutis ir planai lieka tie patys, pasikeičia tik kortelė.</p><p>Kai nuskaitysi naują QR kodą, senoji plastikinė SIM nustos veikti.</p>`,
              en: `<p>Log in and choose “eSIM change” in My account. Your number, balance and plans stay; only the card changes.</p><p>Once you scan the new QR code, the old plastic SIM stops working.</p>`,
              ru: `<p>Войдите и выберите в личном кабинете «Замена eSIM». Номер, баланс и тарифы остаются прежними, меняется только карта.</p><p>Как только вы отсканируете новый QR-код, старая пластиковая SIM перестанет работать.</p>`,
            })[l],
        }),
      ],
    },
    {
      slug: t3('tarptinklinis-rysys', 'roaming', 'rouming'),
      title: t3('Tarptinklinis ryšys', 'Roaming', 'Роуминг'),
      description: t3(
        'Ryšys keliaujant ES ir už jos ribų, kainos ir duomenų ribos.',
        'Using your phone abroad, in and outside the EU: prices and data limits.',
        'Связь в поездках по ЕС и за его пределами: цены и лимиты данных.',
      ),
      topics: [
        $({
          slug: t3('rysys-es', 'roaming-in-the-eu', 'rouming-v-es'),
          days: 45,
          related: ['kainos-uz-es-ribu', 'duomenu-ribojimas'],
          title: t3(
            'Kiek kainuoja ryšys Europos Sąjungoje?',
            'What does roaming cost in the EU?',
            'Сколько стоит связь в Европейском союзе?',
          ),
          body: (l) =>
            ({
              lt: `<p>ES ir EEE šalyse (taip pat Norvegijoje, Islandijoje ir Lichtenšteine) skambini, rašai ir naršai kaip Lietuvoje – pagal savo plano sąlygas.</p><p>Mobiliojo interneto kiekis, kurį galima naudoti keliaujant, gali būti ribojamas pagal sąžiningo naudojimo taisykles. Šalių kainas rasi ${link('ForeignCallRates', l, 'skambučių į užsienį kainų puslapyje')}.</p>`,
              en: `<p>In EU and EEA countries (Norway, Iceland and Liechtenstein too) you call, text and browse as at home – on your plan's terms.</p><p>The data you can use abroad may be limited under the fair use policy. See each country's prices on the ${link('ForeignCallRates', l, 'international rates page')}.</p>`,
              ru: `<p>В странах ЕС и ЕЭЗ (а также в Норвегии, Исландии и Лихтенштейне) вы звоните, пишете и пользуетесь интернетом как дома — по условиям своего тарифа.</p><p>Объём мобильного интернета в поездке может ограничиваться правилами добросовестного использования. Цены по странам — на ${link('ForeignCallRates', l, 'странице международных тарифов')}.</p>`,
            })[l],
        }),
        $({
          slug: t3('kainos-uz-es-ribu', 'outside-the-eu', 'za-predelami-es'),
          days: 45,
          related: ['rysys-es', 'duomenu-ribojimas'],
          title: t3('Kiek kainuoja ryšys už ES ribų?', 'What does it cost outside the EU?', 'Сколько стоит связь за пределами ЕС?'),
          body: (l) =>
            ({
              lt: `<p>Už ES ribų skambučiai, SMS ir mobilusis internetas apmokestinami pagal šalies zoną ir nuskaičiuojami iš sąskaitos likučio. Planų minutės ir duomenys ten negalioja.</p><p>Prieš kelionę patikrink savo šalies kainas ${link('ForeignCallRates', l, 'kainų puslapyje')} ir papildyk sąskaitą.</p>`,
              en: `<p>Outside the EU, calls, texts and data are charged by the country's zone and come off your balance. Plan minutes and data do not apply there.</p><p>Before you travel, check your country on the ${link('ForeignCallRates', l, 'rates page')} and top up.</p>`,
              ru: `<p>За пределами ЕС звонки, SMS и интернет тарифицируются по зоне страны и списываются с баланса. Минуты и данные тарифов там не действуют.</p><p>Перед поездкой проверьте цены для вашей страны на ${link('ForeignCallRates', l, 'странице тарифов')} и пополните счёт.</p>`,
            })[l],
        }),
        $({
          slug: t3('duomenu-ribojimas', 'data-limit', 'limit-dannyh'),
          days: 70,
          related: ['kainos-uz-es-ribu'],
          title: t3(
            'Kaip išvengti didelių sąskaitų už internetą užsienyje?',
            'How do I avoid large data bills abroad?',
            'Как избежать больших счетов за интернет за границей?',
          ),
          body: (l) =>
            ({
              lt: `<p>Už ES ribų mobiliojo interneto išlaidos ribojamos iki 50\u00a0€ per mėnesį: pasiekus ribą, internetas sustabdomas ir gauni SMS.</p><p>Norėdamas naršyti toliau, atsakyk į SMS arba išjunk duomenų tarptinklinį ryšį telefono nustatymuose ir naudokis Wi‑Fi.</p>`,
              en: `<p>Outside the EU, data spending is capped at €50 a month: when you reach it, data stops and you get a text.</p><p>To keep browsing, reply to the text – or turn off data roaming in your phone's settings and use Wi‑Fi.</p>`,
              ru: `<p>За пределами ЕС расходы на интернет ограничены 50\u00a0€ в месяц: при достижении лимита интернет отключается, и вы получаете SMS.</p><p>Чтобы продолжить, ответьте на SMS или отключите роуминг данных в настройках телефона и пользуйтесь Wi‑Fi.</p>`,
            })[l],
        }),
      ],
    },
    {
      slug: t3('paskyra', 'account', 'akkaunt'),
      title: t3('Paskyra ir savitarna', 'Logging in and My account', 'Аккаунт и личный кабинет'),
      description: t3(
        'Registracija, prisijungimas, slaptažodis ir PUK kodas.',
        'Signing up, logging in, your password and PUK code.',
        'Регистрация, вход, пароль и PUK-код.',
      ),
      topics: [
        $({
          slug: t3('registracija', 'signing-up', 'registratsiya'),
          days: 50,
          related: ['slaptazodzio-keitimas'],
          title: t3('Kaip užsiregistruoti savitarnoje?', 'How do I sign up for the account?', 'Как зарегистрироваться в личном кабинете?'),
          body: (l) =>
            ({
              lt: `<p>${link('Registration', l, 'Registruokis')} su savo Pulso numeriu: gausi SMS kodą, o tada patvirtinsi tapatybę per „Smart-ID“, „Mobile-ID“ arba banką.</p><p>Registruotas numeris padeda atgauti prieigą, jei pamestum telefoną.</p>`,
              en: `<p>${link('Registration', l, 'Sign up')} with your Pulsas number: you get an SMS code, then confirm who you are with Smart-ID, Mobile-ID or your bank.</p><p>A registered number helps you get access back if you lose your phone.</p>`,
              ru: `<p>${link('Registration', l, 'Зарегистрируйтесь')} со своим номером Pulsas: вы получите SMS-код, затем подтвердите личность через Smart-ID, Mobile-ID или банк.</p><p>Зарегистрированный номер поможет восстановить доступ, если вы потеряете телефон.</p>`,
            })[l],
        }),
        $({
          slug: t3('slaptazodzio-keitimas', 'changing-password', 'smena-parolya'),
          days: 18,
          related: ['registracija'],
          title: t3('Pamiršau slaptažodį. Ką daryti?', 'I forgot my password. What now?', 'Я забыл пароль. Что делать?'),
          body: (l) =>
            ({
              lt: `<p>Atidaryk ${link('PasswordRecovery', l, 'slaptažodžio keitimą')}, įvesk numerį ir gautą SMS kodą, tada susikurk naują slaptažodį.</p><p>Slaptažodį sudaro bent 8 simboliai: mažoji ir didžioji raidės bei skaitmuo.</p>`,
              en: `<p>Open ${link('PasswordRecovery', l, 'password reset')}, enter your number and the SMS code you get, then create a new password.</p><p>A password has at least 8 characters with a lower-case letter, an upper-case letter and a digit.</p>`,
              ru: `<p>Откройте ${link('PasswordRecovery', l, 'восстановление пароля')}, введите номер и полученный SMS-код, затем придумайте новый пароль.</p><p>Пароль — не менее 8 символов: строчная и заглавная буквы и цифра.</p>`,
            })[l],
        }),
        $({
          slug: t3('puk-kodas', 'puk-code', 'puk-kod'),
          days: 120,
          related: ['slaptazodzio-keitimas'],
          title: t3('Kur rasti PUK kodą?', 'Where do I find my PUK code?', 'Где найти PUK-код?'),
          body: (l) =>
            ({
              lt: `<p>PUK kodas atrakina SIM kortelę, jei tris kartus neteisingai įvedei PIN kodą. Jį rasi ant SIM kortelės pakuotės arba prisijungęs prie savitarnos – meniu punkte „PUK kodas“.</p><p>Dešimt kartų neteisingai įvedus PUK kodą, SIM kortelė užblokuojama visam laikui ir ją reikia pakeisti.</p>`,
              en: `<p>The PUK code unlocks your SIM after three wrong PIN entries. It is on the SIM card's holder, or in My account under “PUK code”.</p><p>Ten wrong PUK entries block the SIM for good and it has to be replaced.</p>`,
              ru: `<p>PUK-код разблокирует SIM-карту после трёх неверных вводов PIN-кода. Он указан на упаковке SIM-карты или в личном кабинете в пункте «PUK-код».</p><p>После десяти неверных вводов PUK-кода SIM-карта блокируется навсегда, и её нужно заменить.</p>`,
            })[l],
        }),
      ],
    },
  ];
}

/** Lower case without diacritics: "Kortelė" and "kortele" match, as do "ščiūžė" and "sciuze". */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The plain text of an article's HTML (tags dropped, entities it uses decoded). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const matches = (slug: Text, value: string) => LANGUAGES.some((l) => slug[l] === value.toLowerCase());

/** The group at a slug of any language. */
export function findGroup(groups: HelpGroupState[], groupSlug: string): HelpGroupState | undefined {
  return groups.find((g) => matches(g.slug, groupSlug));
}

/** The group and topic at slugs of any language. */
export function findTopic(
  groups: HelpGroupState[],
  groupSlug: string,
  topicSlug: string,
): { group: HelpGroupState; topic: HelpTopicState } | undefined {
  const group = findGroup(groups, groupSlug);
  const topic = group?.topics.find((t) => matches(t.slug, topicSlug));
  return group && topic ? { group, topic } : undefined;
}
