/**
 * Every error the sandbox can answer has a text in the `exceptions` namespace of lt, en and ru (core §8):
 * an `{ Exception, Arguments }` body is shown by its Exception key, an `{ errors: [{ code }] }` body by its
 * first code + "Exception". The sandbox's sources are read (./exception-scan.ts), so an exception added to
 * any handler, helper or raw response body fails this test until spec/i18n/<lang>/exceptions.yaml has its text.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { scanSandbox } from './exception-scan';

const TEXTS = {
  lt: lt.exceptions as Record<string, unknown>,
  en: en.exceptions as Record<string, unknown>,
  ru: ru.exceptions as Record<string, unknown>,
};

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);

const scan = scanSandbox(fileURLToPath(new URL('../../../', import.meta.url)));
const sandboxKeys = [...scan.keys.keys()].sort();

/** The fewest Arguments any answer with this key passes (every answer must fill every placeholder). */
function fewestArguments(key: string): number | null {
  const known = scan.keys
    .get(key)!
    .map((site) => site.args)
    .filter((n): n is number => n !== null);
  return known.length ? Math.min(...known) : null;
}

describe('exception texts for every error the sandbox answers (core §8, campaigns §8)', () => {
  it('reads every error key in src/sandbox statically', () => {
    expect(scan.problems, 'use a string literal key so the texts can be checked').toEqual([]);
  });

  it('finds the answers it knows of (a guard against a scan that silently finds nothing)', () => {
    const known: Record<string, number> = {
      InvalidVoucherException: 1,
      InvalidMsisdnException: 1,
      InsufficientBalanceException: 2,
      AmountOutOfRangeException: 2,
      InsufficientPointsException: 2,
      CardNotFoundException: 0,
      InvalidRequestException: 0,
      NotFoundException: 0,
      InternalServerErrorException: 0,
      UnauthorizedException: 0,
      ServiceUnavailableException: 0,
    };
    for (const [key, args] of Object.entries(known)) {
      expect(scan.keys.has(key), `${key} not found in src/sandbox`).toBe(true);
      expect(fewestArguments(key), `Arguments of ${key}`).toBe(args);
    }
    // Every key the sandbox answers today: a scan that loses some fails here (raise it when a key is added).
    expect(sandboxKeys.length).toBeGreaterThanOrEqual(65);
  });

  it('answers with keys shaped as the API names them', () => {
    for (const key of sandboxKeys)
      expect(
        key,
        scan.keys
          .get(key)!
          .map((s) => `${s.file}:${s.line}`)
          .join(', '),
      ).toMatch(/^[A-Z][A-Za-z0-9]*Exception$/);
  });

  describe.each(sandboxKeys)('%s', (key) => {
    const where = scan.keys
      .get(key)!
      .map((site) => `${site.file}:${site.line}`)
      .join(', ');
    const fewest = fewestArguments(key);

    it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('has a %s text that fills only what the sandbox passes', (lang) => {
      const text = TEXTS[lang][key];
      expect(
        typeof text === 'string' && text.trim() !== '',
        `add ${key} to spec/i18n/${lang}/exceptions.yaml (answered at ${where}) and run npm run codegen`,
      ).toBe(true);
      const used = placeholders(text as string);
      if (fewest !== null) {
        expect(
          used.filter((n) => n >= fewest),
          `${lang} ${key} uses placeholders the sandbox does not fill (an answer passes only ${fewest} Arguments; answered at ${where})`,
        ).toEqual([]);
      }
    });

    it('uses the same placeholders in lt, en and ru', () => {
      const sets = Object.fromEntries(Object.entries(TEXTS).map(([lang, texts]) => [lang, placeholders(String(texts[key] ?? ''))]));
      expect(sets.en, `${key}: en vs lt`).toEqual(sets.lt);
      expect(sets.ru, `${key}: ru vs lt`).toEqual(sets.lt);
    });
  });

  it("numbers every exception text's placeholders consecutively from {0}", () => {
    for (const [lang, texts] of Object.entries(TEXTS)) {
      for (const [key, text] of Object.entries(texts)) {
        const used = placeholders(String(text));
        expect(used, `${lang} ${key}: "${String(text)}"`).toEqual(used.map((_, index) => index));
      }
    }
  });
});
