import { describe, expect, it } from 'vitest';
import { campaigns } from '@/shared/campaign-files/every-campaign';
import { CardState } from '@generated/enums';
import { invoiceStatus, vilniusDate } from '@/shared/account/invoice-state';
import { campaignWindow } from '@/shared/campaigns/availability';
import { cardBannerState, cardState } from '@/shared/cards/card-state';
import { formatDateTime } from '@/shared/format/format';
import { parseInstant } from '@/shared/preview/preview-clock';
import { deliveryDate } from '@/features/campaigns/dice/dice-data';
import { isOfferOpen } from '@/features/campaigns/discount/discount-data';
import { dayFromToday } from '@/features/account/port-out/port-out-data';
import { createSandbox } from '../../src/sandbox';
import { call, login } from './sandbox/helpers';

/**
 * The calendar's edges, on purpose (issue 46): every date rule of the portal and the sandbox's world behind
 * it, at the hours where the Vilnius calendar and UTC disagree about the day, the month or the year, on
 * 29 February and around both clock changes. Each instant is the Vilnius wall time in its name.
 */
const EDGES = {
  'the last of a month, 23:30': '2026-11-30T21:30:00Z',
  'the first of a month, 00:30': '2026-11-30T22:30:00Z',
  'an issue day, 00:30': '2026-12-02T22:30:00Z',
  'a due date, 23:30': '2026-12-20T21:30:00Z',
  'the day after a due date, 00:30': '2026-12-20T22:30:00Z',
  "New Year's Eve, 23:30": '2026-12-31T21:30:00Z',
  "New Year's Day, 00:30": '2026-12-31T22:30:00Z',
  '29 February, 00:30': '2028-02-28T22:30:00Z',
  '29 February, 23:30': '2028-02-29T21:30:00Z',
  '1 March after a leap day, 00:30': '2028-02-29T22:30:00Z',
  'ten days before the spring clock change, 23:30': '2027-03-18T21:30:00Z',
  'the spring clock change, 02:30 winter time': '2027-03-28T00:30:00Z',
  'the spring clock change, 04:30 summer time': '2027-03-28T01:30:00Z',
  'ten days before the autumn clock change, 00:30': '2027-10-21T21:30:00Z',
  'the autumn clock change, 03:30 summer time': '2027-10-31T00:30:00Z',
  'the autumn clock change, 03:30 winter time': '2027-10-31T01:30:00Z',
  'the last day of a school year, 23:30': '2027-08-31T20:30:00Z',
  'the first day of a school year, 00:30': '2027-08-31T21:30:00Z',
} as const;

const POSTPAID = '61234568';
/** The demo numbers whose card expires this month and whose card's month has ended (src/sandbox/world/cards.ts). */
const EXPIRING_THIS_MONTH = '61234567';
const EXPIRED_LAST_MONTH = '61234571';

/** The sandbox's world built at `at`, and a caller logged in as `msisdn`. */
async function worldAt(at: string, msisdn: string) {
  const sandbox = createSandbox({ now: () => new Date(at) });
  const token = await login(sandbox, msisdn);
  const get = async <T>(path: string): Promise<T> => {
    const answer = await call(sandbox, 'GET', path, { token });
    expect(answer.status, `GET ${path}`).toBe(200);
    return (await answer.json()) as T;
  };
  return { sandbox, get };
}

const monthBefore = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
};

describe.each(Object.entries(EDGES))('on %s (%s)', (_, at) => {
  const instant = new Date(at);
  const today = vilniusDate(instant);
  const thisMonth = today.slice(0, 7);

  it("the card expiring this month is expiring, the one of last month expired: both by Vilnius's month", async () => {
    const expiring = await (
      await worldAt(at, EXPIRING_THIS_MONTH)
    ).get<{ expirationDate: string; status: number }>('/payment/payments/card');
    expect(expiring.expirationDate).toBe(`${thisMonth.slice(5)}/${thisMonth.slice(2, 4)}`);
    expect(cardState(expiring, instant)).toBe(CardState.ExpiringSoon);
    expect(cardBannerState(expiring, instant)).toBe('expiring');
    const expired = await (await worldAt(at, EXPIRED_LAST_MONTH)).get<{ expirationDate: string; status: number }>('/payment/payments/card');
    expect(cardState(expired, instant)).toBe(CardState.Deactivated);
    expect(cardBannerState(expired, instant)).toBe('expired');
  });

  it("the usage statement's month is Vilnius's, with nothing after now, and offers the month before", async () => {
    const { get } = await worldAt(at, EXPIRING_THIS_MONTH);
    type Statement = { month: string; availableMonths: string[]; records: { startedAt: string }[] };
    const current = await get<Statement>('/usage/records');
    expect(current.month).toBe(thisMonth);
    expect(current.availableMonths[1]).toBe(monthBefore(thisMonth));
    for (const record of current.records) {
      expect(vilniusDate(new Date(record.startedAt)).slice(0, 7)).toBe(thisMonth);
      expect(Date.parse(record.startedAt)).toBeLessThanOrEqual(instant.getTime());
    }
    const previous = await get<Statement>(`/usage/records?month=${current.availableMonths[1]}`);
    expect(previous.records.length).toBeGreaterThan(20);
    for (const record of previous.records) expect(vilniusDate(new Date(record.startedAt)).slice(0, 7)).toBe(previous.month);
  });

  it('invoices are issued on the 3rd and due on the 20th of the Vilnius month after their period, none issued ahead of today', async () => {
    const { get } = await worldAt(at, POSTPAID);
    type Invoice = { period: string; issuedOn: string; dueDate: string; paid: boolean };
    const invoices = await get<Invoice[]>('/billing/invoices');
    const [newest] = invoices as [Invoice];
    const day = Number(today.slice(8));
    expect(newest.period).toBe(day >= 3 ? monthBefore(thisMonth) : monthBefore(monthBefore(thisMonth)));
    for (const invoice of invoices) {
      expect(invoice.issuedOn <= today, `${invoice.issuedOn} is not after ${today}`).toBe(true);
      expect(monthBefore(invoice.issuedOn.slice(0, 7))).toBe(invoice.period);
      expect(invoice.issuedOn.slice(8)).toBe('03');
      expect(invoice.dueDate).toBe(`${invoice.issuedOn.slice(0, 8)}20`);
    }
    // Unpaid until paid; overdue only from the Vilnius day after its due date.
    expect(invoiceStatus(newest, today)).toBe(today > newest.dueDate ? 'overdue' : 'unpaid');
  });

  it('a porting date is counted from Vilnius today, as the API counts it', async () => {
    const { sandbox } = await worldAt(at, EXPIRING_THIS_MONTH);
    const token = await login(sandbox, EXPIRING_THIS_MONTH);
    const ask = (portingDate: string) =>
      call(sandbox, 'POST', '/port-out/request', { token, body: { recipientOperator: 'telia', portingDate, agreement: true } });
    // The portal's first allowed day is allowed by the API; the day before it is not.
    expect((await ask(dayFromToday(2, instant))).status).toBe(400);
    expect((await ask(dayFromToday(31, instant))).status).toBe(400);
    expect((await ask(dayFromToday(3, instant))).status).toBe(200);
  });

  it('a prize collected 10 days on is 10 Vilnius calendar days away, whatever the clock does between', () => {
    const expected = new Date(`${today}T12:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 10);
    expect(vilniusDate(deliveryDate({ deliveryDateDaysAhead: 10 }, instant))).toBe(expected.toISOString().slice(0, 10));
  });

  it('the ISIC offer is open through its school year by the Vilnius calendar', async () => {
    const { get } = await worldAt(at, EXPIRING_THIS_MONTH);
    const answer = await get<{ key: string; value: string }[]>('/system/configs?configs=IsicValidFrom&configs=IsicValidTo');
    const config = Object.fromEntries(answer.map(({ key, value }) => [key, value]));
    const offer = { validFrom: config.IsicValidFrom, validTo: config.IsicValidTo };
    expect(isOfferOpen(offer, instant)).toBe(true);
    const firstYear = Number(today.slice(5, 7)) >= 9 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    expect(vilniusDate(new Date(offer.validFrom!))).toBe(`${firstYear}-09-01`);
    expect(vilniusDate(new Date(offer.validTo!))).toBe(`${firstYear + 1}-08-31`);
  });

  it("the preview reads this instant's Vilnius time back to the same instant, and the bar writes it so", () => {
    const text = formatDateTime(instant, 'lt');
    const [, time] = /(\d{2}:\d{2})$/.exec(text)!;
    const asked = parseInstant(`${today}T${time}`)!;
    // An hour that happens twice (the autumn change) reads as its second, winter time: the same words.
    const repeated = at === EDGES['the autumn clock change, 03:30 summer time'];
    expect(asked.getTime()).toBe(repeated ? instant.getTime() + 3_600_000 : instant.getTime());
    expect(formatDateTime(asked, 'lt')).toBe(text);
  });
});

describe("campaign windows at their files' edges", () => {
  it.each(Object.values(campaigns).map((c) => [c.name, c] as const))(
    '%s opens at its first second and closes after its last',
    (_, file) => {
      const from = Date.parse(file.activeFrom);
      const to = Date.parse(file.activeTo);
      expect(campaignWindow(file, undefined, new Date(from - 1000))).toBe('upcoming');
      expect(campaignWindow(file, undefined, new Date(from))).toBe('active');
      expect(campaignWindow(file, undefined, new Date(to))).toBe('active');
      expect(campaignWindow(file, undefined, new Date(to + 1000))).toBe('ended');
    },
  );
});
