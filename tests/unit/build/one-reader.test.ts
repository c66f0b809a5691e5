import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeatureId, PaymentMethod } from '@generated/enums';
import { featureOn } from '@/shared/account/features';
import { paymentWays } from '@/shared/account/payment-ways';
import { TEST_MOMENT } from '../../moment';
import { configFlag } from '@/shared/account/config-flags';
import { formatPhone } from '@/shared/format/phone';
import { nationalNumber } from '@/shared/forms/widgets/PhoneWidget';
import { cardPaymentsAllowed } from '@/features/refill/availability';
import { routes } from '@/shared/routing/route-table';
import { href } from '@/shared/routing/paths';
import { loginAndBack } from '@/shared/session/login-and-back';

/**
 * A rule two features need is read in one place (issue 49): each test here fails when a second reading
 * comes back beside the one reader, as the config flags, the phone pattern and "visually hidden" once did.
 */
const files = (dir: string, ext: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : [],
  );
const code = files('src', /\.tsx?$/).filter((f) => !f.startsWith('src/sandbox/'));
const hits = (list: string[], pattern: RegExp, except: string[] = []) =>
  list.filter((f) => !except.includes(f)).flatMap((f) => (pattern.test(readFileSync(f, 'utf8')) ? [f] : []));

describe('config flags', () => {
  it('are on for "true" in any letter case and spacing, off for anything else and when configs are unknown', () => {
    for (const value of ['True', 'true', ' TRUE '])
      expect(configFlag({ PrepaidCardPaymentsEnabled: value }, 'PrepaidCardPaymentsEnabled')).toBe(true);
    for (const value of ['False', '1', 'yes', ''])
      expect(configFlag({ PrepaidCardPaymentsEnabled: value }, 'PrepaidCardPaymentsEnabled')).toBe(false);
    expect(configFlag({}, 'WhaleboneManagementEnabled')).toBe(false);
    expect(configFlag(undefined, 'WhaleboneManagementEnabled')).toBe(false);
  });

  it('mean the same to Refill as to the eSIM and plan orders: a lower-case "true" offers cards', () => {
    expect(cardPaymentsAllowed({ configs: { PrepaidCardPaymentsEnabled: 'true' }, disabledFeatures: [] } as never)).toBe(true);
  });

  it('are compared with a string nowhere but their reader', () => {
    expect(hits(code, /configs\??\.[A-Z]\w*\s*[!=]==|configs\??\.[A-Z]\w*\??\.(trim|toLowerCase)/)).toEqual([]);
  });
});

describe("the mobile number's pattern", () => {
  it('comes from spec/validation.yaml, not written by hand', () => {
    expect(hits(code, /6\\d\{7\}/)).toEqual([]);
  });

  it('reads a number typed with its prefix and formats one as the operator writes it', () => {
    expect(['+370 612 34567', '0037061234567', '861234567', '61234567'].map(nationalNumber)).toEqual(Array(4).fill('61234567'));
    expect(nationalNumber('+370 512 34567')).toBe('+37051234567');
    expect(formatPhone('37061234567')).toBe('+370 612 34567');
    expect(formatPhone('52345678')).toBe('52345678');
  });
});

describe('visually hidden', () => {
  it('is one class, .visually-hidden in src/styles/index.css', () => {
    const rules = files('src', /\.css$/).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/([^{}]+)\{[^{}]*clip: rect\(0 0 0 0\)[^{}]*\}/g)].map(
        (m) => `${f}: ${m[1]!.trim().split('\n').at(-1)}`,
      ),
    );
    // A table head hidden below 768 px, where its rows read as cards, is the table's layout, not a second class.
    expect(rules).toEqual([
      'src/features/account/account.css: .account-table thead',
      'src/styles/index.css: .visually-hidden-on-phone',
      'src/styles/index.css: .visually-hidden',
    ]);
  });
});

describe('numbers a subscriber reads', () => {
  // Amounts sent to the API, a payment sheet or structured data keep the machine's point: they are not read.
  const wireFormats = [
    'src/features/refill/wallets.ts',
    'src/features/refill/use-refill-actions.ts',
    'src/features/plans/structured-data.ts',
    'src/features/devices/structured-data.ts',
  ];
  it('are written by one formatter, src/shared/format/numbers.ts', () => {
    const formatting = /Intl\.NumberFormat|toLocaleString\(|toFixed\(|\.replace\(['"]\.['"]|\.replace\(\/\\\.\/g?,/;
    expect(hits(code, formatting, ['src/shared/format/numbers.ts', ...wireFormats])).toEqual([]);
  });
});

describe('"log in and come back"', () => {
  it('is built by loginAndBack only, which keeps the anchor', () => {
    // Login's own steps pass a returnUrl they were given along (src/features/auth); no other page builds one.
    const others = code.filter((f) => !f.startsWith('src/features/auth/'));
    expect(hits(others, /href\('Login'[^;]*returnUrl/, ['src/shared/session/login-and-back.ts'])).toEqual([]);
    expect(loginAndBack('lt', { pathname: '/pagrindinis/nustatymai', search: '?tab=1', hash: '#slaptazodzio-keitimas' })).toBe(
      `${href('Login', {}, 'lt')}?returnUrl=${encodeURIComponent('/pagrindinis/nustatymai?tab=1#slaptazodzio-keitimas')}`,
    );
  });

  it('keeps its stored return route on the routes spec/routes.yaml flags, not on a list in code', () => {
    const keeping = Object.values(routes)
      .filter((route) => route.keepsReturnRoute)
      .map((route) => route.key);
    expect(keeping).toEqual(
      expect.arrayContaining(['Login', 'LoginChallenge', 'PasswordRecovery', 'Registration', 'RegistrationPassword']),
    );
    expect(keeping.every((key) => /^(Login|PasswordRecovery|Registration)/.test(key))).toBe(true);
    expect(hits(code, /'PasswordRecovery',\s*'Registration'/)).toEqual([]);
  });
});

describe('remotely disabled features', () => {
  it('are read by featureOn only, where a list that could not be read switches nothing off', () => {
    expect(featureOn(undefined, FeatureId.TopUpCard)).toBe(true);
    expect(featureOn([FeatureId.TopUpCard], FeatureId.TopUpCard)).toBe(false);
    expect(hits(code, /\.includes\(FeatureId\./, ['src/shared/account/features.ts'])).toEqual([]);
  });

  it('are fetched by one resource and refreshed by one timer', () => {
    expect(hits(code, /features\/disabled'/, ['src/shared/account/account-data.ts'])).toEqual([]);
    expect(hits(code, /constants\.blockedFeaturesRefreshSeconds/, ['src/shared/account/use-disabled-features.ts'])).toEqual([]);
  });
});

describe('the ways to pay', () => {
  it('are decided by paymentWays only, the saved card by its one card state', () => {
    expect(
      hits(code, /(push|accepts)\(PaymentMethod\.(Account|SavedCreditCard|CreditCard)\)/, ['src/shared/account/payment-ways.ts']),
    ).toEqual([]);
    expect(hits(code, /card\.status === 0|isCardUsable/)).toEqual([]);
  });

  it('read a lower-case "true" flag as Refill does, for plans, the eSIM change and campaigns alike', () => {
    const ways = paymentWays({
      accepted: [PaymentMethod.All],
      postpaid: false,
      card: undefined,
      configs: { PrepaidCardPaymentsEnabled: 'true' },
      disabledFeatures: [],
      now: new Date(TEST_MOMENT),
    });
    expect(ways).toEqual([PaymentMethod.Account, PaymentMethod.CreditCard]);
  });
});

describe('the account area', () => {
  it('has one name per language: savitarna, My account, личный кабинет', () => {
    const others = /Mano paskyr|Mano Puls(as|o|ą|e)\b|self-service|My Pulsas|\b(in|to|of) your account\b|Мой Pulsas|самообслуживан/i;
    // The sandbox's own data too: its banners and CMS pages are what a subscriber of the demo reads (issue 50).
    const texts = [...files('spec/i18n', /\.yaml$/), ...files('spec/campaigns', /\.yaml$/), ...files('src/sandbox/world', /\.ts$/)];
    const found = texts.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#') && others.test(line))
        .map((line) => `${f}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('writes "Email" in English, as every form of the portal does, the campaign starter included (issue 50)', () => {
    const texts = [...files('spec/i18n/en', /\.yaml$/), ...files('spec/campaigns', /\.yaml$/), 'scripts/lib/campaign-starter.ts'];
    const found = texts.flatMap((f) => (/\bE-mail\b/.test(readFileSync(f, 'utf8')) ? [f] : []));
    expect(found).toEqual([]);
  });
});
