// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { createI18n } from '@/shared/i18n/i18n';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Issue 33: nothing in the product renders a missing text key. */
describe('a text that does not exist', () => {
  it('fails a test that shows it', async () => {
    const i18n = await createI18n('lt');
    expect(() => i18n.t('results.laimeta.title')).toThrow(/missing text common:results\.laimeta\.title/);
  });

  it("in production shows the language's own words and is reported once, never the key", async () => {
    vi.stubEnv('MODE', 'production');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('ru');
    expect(i18n.t('routes:Nope.title')).toBe(ru.common.textMissing);
    expect(i18n.t('routes:Nope.title')).toBe(ru.common.textMissing);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toContain('routes:Nope.title');
  });

  it('shows its default where the caller gives one, and nothing while its texts are still loading', async () => {
    const i18n = await createI18n('lt');
    expect(i18n.t('common:nope', { defaultValue: 'Numatyta' })).toBe('Numatyta');
    expect(i18n.t('game:nothing.here')).toBe('');
    expect(i18n.t('common:notFound.title')).toBe(lt.common.notFound.title);
  });
});
