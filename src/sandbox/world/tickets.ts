import { addDays, addMinutes } from './time';

/** A customer-care request (OTRS ticket) of one subscriber, with its messages. */
export interface TicketState {
  id: string;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'closed';
  createdAt: Date;
  /** Customer care answered after the customer last opened the request. */
  unread: boolean;
  articles: { id: string; from: 'customer' | 'agent'; author: string; sentAt: Date; body: string; attachmentName: string | null }[];
}

type ArticleSeed = [from: 'customer' | 'agent', author: string, minutesAfterStart: number, body: string];

function ticket(
  now: Date,
  id: string,
  daysAgo: number,
  subject: string,
  status: TicketState['status'],
  unread: boolean,
  articles: ArticleSeed[],
): TicketState {
  const createdAt = addMinutes(addDays(now, -daysAgo), -37);
  return {
    id,
    subject,
    status,
    createdAt,
    unread,
    articles: articles.map(([from, author, minutes, body], index) => ({
      id: `${id}-${index + 1}`,
      from,
      author,
      sentAt: addMinutes(createdAt, minutes),
      body,
      attachmentName: null,
    })),
  };
}

/**
 * The demo subscribers' requests (README): the prepaid demo has two with unread answers, the eSIM demo one,
 * so the side navigation's badge shows 2 and 1. Requests are written as customers write them, in Lithuanian;
 * the eSIM demo writes in English.
 */
export function createTickets(now: Date): Map<string, TicketState[]> {
  return new Map([
    [
      '61234567',
      [
        ticket(now, 'T-20481', 2, 'Lėtas mobilusis internetas Kaune', 'open', true, [
          [
            'customer',
            'Rūta Kazlauskienė',
            0,
            'Laba diena,\n\njau kelias dienas Kauno centre, Laisvės alėjoje, mobilusis internetas labai lėtas, vakarais puslapiai beveik neatsidaro. Telefonas rodo 4G.',
          ],
          [
            'agent',
            'Jurgita',
            190,
            'Labas, Rūta,\n\načiū, kad pranešei. Šioje vietoje atnaujiname bazinę stotį, darbai turėtų baigtis iki penktadienio. Jei ir po to internetas bus lėtas, parašyk mums – patikrinsime tavo SIM kortelės nustatymus.',
          ],
        ]),
        ticket(now, 'T-20377', 6, 'Nepavyko papildyti sąskaitos kortele', 'pending', true, [
          [
            'customer',
            'Rūta Kazlauskienė',
            0,
            'Bandžiau papildyti sąskaitą 10 € Mastercard kortele, pinigai nuskaityti, bet likutis nepasikeitė.',
          ],
          [
            'agent',
            'Mantas',
            95,
            'Labas,\n\nradome tavo mokėjimą – bankas jį patvirtino vėliau, todėl papildymas įskaitytas po 40 minučių. Dabar likutis teisingas. Ar galime uždaryti užklausą?',
          ],
        ]),
        ticket(now, 'T-19952', 34, 'Dėl SIM kortelės galiojimo', 'closed', false, [
          ['customer', 'Rūta Kazlauskienė', 0, 'Kiek laiko galioja SIM kortelė, jei jos nepapildau?'],
          [
            'agent',
            'Jurgita',
            240,
            'Labas,\n\nSIM kortelė galioja 6 mėnesius nuo paskutinio papildymo. Galiojimo datą visada rasi savitarnos pradžios puslapyje.',
          ],
          ['customer', 'Rūta Kazlauskienė', 300, 'Ačiū, viskas aišku.'],
        ]),
      ],
    ],
    [
      '61234568',
      [
        ticket(now, 'T-20105', 21, 'Sąskaitos kopija buhalterijai', 'closed', false, [
          ['customer', 'Tomas Petrauskas', 0, 'Prašau atsiųsti praėjusio mėnesio sąskaitos kopiją el. paštu.'],
          [
            'agent',
            'Ieva',
            120,
            'Labas, Tomai,\n\nsąskaitą išsiuntėme el. paštu. Visas sąskaitas PDF formatu gali atsisiųsti savitarnoje, skiltyje „Sąskaitos ir mokėjimai“.',
          ],
        ]),
      ],
    ],
    [
      '61234569',
      [
        ticket(now, 'T-20466', 3, 'eSIM profile does not install', 'open', true, [
          [
            'customer',
            'Aistė Vaitkutė',
            0,
            'Hello, I scanned the eSIM QR code on my new phone, but the profile does not install. It says "cannot add cellular plan".',
          ],
          [
            'agent',
            'Mantas',
            160,
            'Hello Aistė,\n\nwe have issued a new eSIM profile for your number. Please scan the new QR code from the eSIM page while the phone is connected to Wi-Fi.',
          ],
        ]),
      ],
    ],
  ]);
}

/** The number of requests with unread answers (the side navigation badge). */
export function unreadCount(tickets: readonly TicketState[] | undefined): number {
  return (tickets ?? []).filter((t) => t.unread).length;
}
