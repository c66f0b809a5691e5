/**
 * The instant every test runs at, whatever day the machine says (issue 46): unit and component tests
 * (tests/setup.ts), the build the browser tests drive (scripts/build-e2e.ts, SANDBOX_AT), the sandbox
 * behind them and each browser page (tests/e2e/fixtures.ts). A Friday in the middle of a month, inside
 * the windows of the running campaigns: a test that needs another day (a month's first, a clock change)
 * chooses it with `test.use({ moment })` or `travelTo`, and says why.
 */
export const TEST_MOMENT = '2026-11-20T08:00:00Z';

interface TestClock {
  real: DateConstructor;
  shift: number;
  shifted: DateConstructor;
}

/**
 * From here on `Date` reads `at` and runs on at real speed from it (`since` is the real time `at` stands
 * for: a page loaded later in the same test goes on from where the first one was). Self-contained, so the
 * same function runs in Node and, through `page.addInitScript`, in every browser page. A second call moves
 * the clock that is already there.
 */
export function installClock({ at, since }: { at: number; since?: number }): void {
  const holder = globalThis as typeof globalThis & { __testClock?: TestClock };
  const existing = holder.__testClock;
  if (existing) {
    existing.shift = at - (since ?? existing.real.now());
    return;
  }
  const RealDate = Date;
  const clock: TestClock = { real: RealDate, shift: at - (since ?? RealDate.now()), shifted: RealDate };
  // A function, not a class: `Date()` called without `new` (a string of now) must keep working.
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    const current = new RealDate(RealDate.now() + clock.shift);
    if (!new.target) return current.toString();
    return args.length ? new (RealDate as new (...a: unknown[]) => Date)(...args) : current;
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + clock.shift;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  clock.shifted = ShiftedDate as unknown as DateConstructor;
  holder.__testClock = clock;
  globalThis.Date = clock.shifted;
}

/** The installed clock's `Date` (Node), to put back where a test's own fake date replaced it. */
export function shiftedDate(): DateConstructor | undefined {
  return (globalThis as typeof globalThis & { __testClock?: TestClock }).__testClock?.shifted;
}

/** Node: moves the installed clock to `moment` (ISO), running on from there. */
export function travelTo(moment: string): void {
  const at = Date.parse(moment);
  if (Number.isNaN(at)) throw new Error(`travelTo: not a moment: ${moment}. Write one as ${TEST_MOMENT}.`);
  installClock({ at });
}
