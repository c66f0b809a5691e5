import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
type Listed = { name: string; status: number }[];
type Discounts = { title: string }[];

/** Issue 49: the portal tells the API the instant product staff preview (Preview-At); the sandbox answers as of it. */
describe('the sandbox answers as of the previewed instant', () => {
  it('runs the campaigns by that instant and says it followed it', async () => {
    const sandbox = fresh();
    const today = (await (await call(sandbox, 'GET', '/campaign/active')).json()) as Listed;
    expect(today.find((c) => c.name === 'shake')?.status).toBe(0);
    const response = await call(sandbox, 'GET', '/campaign/active', { headers: { 'Preview-At': '2023-07-15T09:00:00.000Z' } });
    expect(response.headers.get('Preview-At')).toBe('2023-07-15T09:00:00.000Z');
    const then = (await response.json()) as Listed;
    expect(then.find((c) => c.name === 'shake')?.status).toBe(1);
    expect(then.find((c) => c.name === 'wheel')?.status).toBe(0);
    // The world's own time is unchanged for the next call, and its Date header is today's.
    expect(new Date(response.headers.get('Date')!).getUTCFullYear()).toBe(TEST_NOW.getUTCFullYear());
    const after = (await (await call(sandbox, 'GET', '/campaign/active')).json()) as Listed;
    expect(after.find((c) => c.name === 'shake')?.status).toBe(0);
  });

  it('lists the offers of that day', async () => {
    const sandbox = fresh();
    const summer = 'Vasaros žaidimas';
    const today = (await (await call(sandbox, 'GET', '/corporate/discounts')).json()) as Discounts;
    expect(today.map((d) => d.title)).not.toContain(summer);
    const then = (await (
      await call(sandbox, 'GET', '/corporate/discounts', { headers: { 'Preview-At': '2023-07-15T09:00:00.000Z' } })
    ).json()) as Discounts;
    expect(then.map((d) => d.title)).toContain(summer);
  });

  it('ignores an instant it cannot read', async () => {
    const response = await call(fresh(), 'GET', '/campaign/active', { headers: { 'Preview-At': 'tomorrow' } });
    expect(response.headers.get('Preview-At')).toBeNull();
  });
});
