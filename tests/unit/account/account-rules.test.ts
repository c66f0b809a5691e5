import { describe, expect, it } from 'vitest';
import { formatDuration, formatVolume } from '@/shared/format/numbers';
import { formatTime } from '@/shared/format/format';
import { safePdfUrl } from '@/features/account/invoices/invoices-data';
import { dayFromToday, portingDateCheck } from '@/features/account/port-out/port-out-data';
import { filterOf } from '@/features/account/reports/reports-data';
import { repeatMatches } from '@/features/account/settings/LoginInfoTab';
import { pageOf } from '@/features/account/settings/settings-data';

describe('invoice PDF links: only into the API', () => {
  const page = 'https://mano.pulsas.lt';
  it.each([
    ['/api/billing/invoices/PS-202602-0301/pdf?signature=abc', '/api/billing/invoices/PS-202602-0301/pdf?signature=abc'],
    ['https://mano.pulsas.lt/api/billing/invoices/X/pdf?signature=1', '/api/billing/invoices/X/pdf?signature=1'],
    ['https://evil.example/api/billing/invoices/X/pdf', undefined],
    ['//evil.example/api/x', undefined],
    ['javascript:alert(1)', undefined],
    ['/pagrindinis', undefined],
    ['https://user:pass@mano.pulsas.lt/api/x', undefined],
  ])('%s -> %s', (given, expected) => {
    expect(safePdfUrl(given, page, '/api')).toBe(expected);
  });

  it('keeps an API on another origin absolute', () => {
    expect(
      safePdfUrl('https://api.pulsas.lt/v1/billing/invoices/X/pdf?signature=1', 'https://mano.pulsas.lt', 'https://api.pulsas.lt/v1'),
    ).toBe('https://api.pulsas.lt/v1/billing/invoices/X/pdf?signature=1');
    expect(safePdfUrl('https://api.pulsas.lt/other/x', 'https://mano.pulsas.lt', 'https://api.pulsas.lt/v1')).toBeUndefined();
  });
});

/** 15 March 2026, noon in Vilnius. */
const now = new Date('2026-03-15T10:00:00Z');

describe('form checks and query values', () => {
  it('wants a porting date from 3 to 30 days ahead', () => {
    const check = portingDateCheck(now);
    expect(dayFromToday(3, now)).toBe('2026-03-18');
    expect(check({ portingDate: '2026-03-17' })).toEqual({ portingDate: 'PortingDateRange' });
    expect(check({ portingDate: '2026-03-18' })).toEqual({ portingDate: undefined });
    expect(check({ portingDate: '2026-04-14' })).toEqual({ portingDate: undefined });
    expect(check({ portingDate: '2026-04-15' })).toEqual({ portingDate: 'PortingDateRange' });
    expect(check({})).toEqual({});
  });

  it('counts the porting days on the Vilnius calendar, whatever the browser is set to', () => {
    // 00:30 on 15 March in Vilnius is still 14 March in UTC (and in a browser set to UTC).
    expect(dayFromToday(3, new Date('2026-03-14T22:30:00Z'))).toBe('2026-03-18');
    // 23:30 on 14 March in Vilnius.
    expect(dayFromToday(3, new Date('2026-03-14T21:30:00Z'))).toBe('2026-03-17');
    // Summer time (UTC+3): 00:30 on 1 July.
    expect(dayFromToday(30, new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-31');
  });

  it('wants the repeated password to be the new one', () => {
    expect(repeatMatches({ newPassword: 'Naujas123', repeatPassword: 'Naujas123' })).toEqual({ repeatPassword: undefined });
    expect(repeatMatches({ newPassword: 'Naujas123', repeatPassword: 'Naujas124' })).toEqual({ repeatPassword: 'PasswordRepeatMismatch' });
    expect(repeatMatches({ newPassword: 'Naujas123' })).toEqual({ repeatPassword: undefined });
  });

  it('reads only a valid month, type and page from the address', () => {
    expect(filterOf(new URLSearchParams('month=2026-02&type=sms'))).toEqual({ month: '2026-02', type: 'sms' });
    expect(filterOf(new URLSearchParams('month=2026-13&type=fax'))).toEqual({ month: undefined, type: undefined });
    expect(filterOf(new URLSearchParams('type='))).toEqual({ month: undefined, type: undefined });
    expect([
      pageOf(new URLSearchParams('page=3')),
      pageOf(new URLSearchParams('page=0')),
      pageOf(new URLSearchParams('page=x')),
      pageOf(new URLSearchParams('')),
    ]).toEqual([3, 1, 1, 1]);
  });
});

describe('statement formats', () => {
  it('writes call lengths, data volumes and Vilnius clock times', () => {
    expect([formatDuration(9), formatDuration(65), formatDuration(3729)]).toEqual(['0:09', '1:05', '1:02:09']);
    expect([formatVolume(800), formatVolume(358_605), formatVolume(1_468_006)]).toEqual(['0,8\u00a0MB', '350,2\u00a0MB', '1,4\u00a0GB']);
    // 21:30 UTC is 23:30 in Vilnius in winter (UTC+2) and 00:30 the next day in summer (UTC+3).
    expect(formatTime('2026-01-10T21:30:00Z', 'lt')).toBe('23:30');
    expect(formatTime('2026-07-10T21:30:00Z', 'lt')).toBe('00:30');
  });
});
