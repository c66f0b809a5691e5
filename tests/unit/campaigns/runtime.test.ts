import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CampaignSubmit } from '@generated/campaigns';
import { CampaignStatus, CampaignStepStatus } from '@generated/enums';
import { stepStates } from '@/features/campaigns/steps';
import { submitCall } from '@/features/campaigns/submit';
import { campaignWindow, isReadableWhenClosed, pageWindow, runningPeriod } from '@/features/campaigns/window';
import { cardBannerState } from '@/shared/banners/card-banner';

const christmas = { activeFrom: '2026-12-01T00:00:00+02:00', activeTo: '2026-12-24T23:59:59.999+02:00' };

describe('campaignWindow (core §9: active when now is between activeFrom and activeTo)', () => {
  it('is upcoming before the start, active inside (edges included), ended after', () => {
    expect(campaignWindow(christmas, new Date('2026-11-30T21:59:59.999Z'))).toBe('upcoming');
    expect(campaignWindow(christmas, new Date('2026-11-30T22:00:00Z'))).toBe('active');
    expect(campaignWindow(christmas, new Date('2026-12-24T21:59:59.999Z'))).toBe('active');
    expect(campaignWindow(christmas, new Date('2026-12-24T22:00:00Z'))).toBe('ended');
  });

  it('agrees with the window for any moment', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (now) => {
        const inside = now.getTime() >= Date.parse(christmas.activeFrom) && now.getTime() <= Date.parse(christmas.activeTo);
        expect(campaignWindow(christmas, now) === 'active').toBe(inside);
      }),
    );
  });
});

describe('pageWindow (campaign seed §3 status from GET /campaign/active)', () => {
  it('lets the API close a running campaign early', () => {
    expect(pageWindow('active', 'landing', CampaignStatus.Inactive)).toBe('ended');
    expect(pageWindow('active', 'result', CampaignStatus.Inactive)).toBe('ended');
  });
  it('ActiveTransactionOnly closes the pages for new participants, not the results', () => {
    expect(pageWindow('active', 'landing', CampaignStatus.ActiveTransactionOnly)).toBe('ended');
    expect(pageWindow('active', 'form', CampaignStatus.ActiveTransactionOnly)).toBe('ended');
    expect(pageWindow('active', 'result', CampaignStatus.ActiveTransactionOnly)).toBe('active');
    expect(pageWindow('active', 'rules', CampaignStatus.ActiveTransactionOnly)).toBe('active');
  });
  it("never opens what the file's window closed, and an unknown status changes nothing", () => {
    expect(pageWindow('ended', 'landing', CampaignStatus.Active)).toBe('ended');
    expect(pageWindow('upcoming', 'result', undefined)).toBe('upcoming');
    expect(pageWindow('active', 'landing', undefined)).toBe('active');
  });
  it('keeps only the rules readable after the end', () => {
    expect(isReadableWhenClosed('rules', 'ended')).toBe(true);
    expect(isReadableWhenClosed('rules', 'upcoming')).toBe(false);
    expect(isReadableWhenClosed('landing', 'ended')).toBe(false);
  });
});

describe("runningPeriod (campaign seed §5: the API's dates of a campaign narrow its file's)", () => {
  const api = (dates: Partial<typeof christmas>) => ({ status: CampaignStatus.Active, ...christmas, ...dates });
  it('takes the later start and the earlier end, never widening the file', () => {
    expect(runningPeriod(christmas, api({ activeFrom: '2026-12-05T00:00:00+02:00' }))).toEqual({
      ...christmas,
      activeFrom: '2026-12-05T00:00:00+02:00',
    });
    expect(runningPeriod(christmas, api({ activeTo: '2026-12-20T23:59:59+02:00' }))).toEqual({
      ...christmas,
      activeTo: '2026-12-20T23:59:59+02:00',
    });
    expect(runningPeriod(christmas, api({ activeFrom: '2026-01-01T00:00:00+02:00', activeTo: '2027-12-31T00:00:00+02:00' }))).toEqual(
      christmas,
    );
  });
  it('ignores what the API gives that does not parse, and no record at all', () => {
    expect(runningPeriod(christmas, api({ activeTo: 'soon' }))).toEqual(christmas);
    expect(runningPeriod(christmas, undefined)).toEqual(christmas);
  });
  it('closes a campaign whose backend stopped it, though its file runs on', () => {
    const now = new Date('2026-12-10T12:00:00+02:00');
    expect(campaignWindow(christmas, now)).toBe('active');
    expect(campaignWindow(runningPeriod(christmas, api({ activeTo: '2026-12-09T23:59:59+02:00' })), now)).toBe('ended');
    expect(campaignWindow(runningPeriod(christmas, api({ activeFrom: '2026-12-15T00:00:00+02:00' })), now)).toBe('upcoming');
  });
});
describe('stepStates (campaign seed §3: Finished 1, Active 0, Inactive -1)', () => {
  const steps = ['join', 'wait', 'win'];
  it('finishes the steps before the current one', () => {
    expect(stepStates(steps, 'wait').map((s) => s.status)).toEqual([
      CampaignStepStatus.Finished,
      CampaignStepStatus.Active,
      CampaignStepStatus.Inactive,
    ]);
    expect(stepStates(steps, 'win').map((s) => s.status)).toEqual([1, 1, 0]);
  });
  it('starts at the first step without a current one', () => {
    expect(stepStates(steps, undefined).map((s) => s.status)).toEqual([0, -1, -1]);
  });
});

describe('cardBannerState (campaign seed §4 card banner)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('warns when the expiry month has ended, in Vilnius time', () => {
    expect(cardBannerState({ expirationDate: '10/26', status: 0 }, now)).toBe('expired');
    // 31 Oct 22:30 UTC is already 1 November in Vilnius: the October card has expired there.
    expect(cardBannerState({ expirationDate: '10/26', status: 0 }, new Date('2026-10-31T22:30:00Z'))).toBe('expired');
  });
  it('warns when the card is deactivated', () => {
    expect(cardBannerState({ expirationDate: '05/28', status: 1 }, now)).toBe('deactivated');
  });
  it('warns for any status that cannot pay (core §3: waiting, removed, disconnected, being replaced)', () => {
    for (const status of [2, 3, 4, 5]) expect(cardBannerState({ expirationDate: '05/28', status }, now)).toBe('deactivated');
  });
  it('informs within the expiry month', () => {
    expect(cardBannerState({ expirationDate: '11/26', status: 0 }, now)).toBe('expiring');
  });
  it('shows nothing for a card with months to go, or no card', () => {
    expect(cardBannerState({ expirationDate: '12/26', status: 0 }, now)).toBeNull();
    expect(cardBannerState(null, now)).toBeNull();
  });
});

describe("submitCall (a campaign form's submit as its file declares it)", () => {
  const submit: CampaignSubmit = {
    operation: 'createCampaignSignup',
    method: 'post',
    path: '/campaign/{campaignName}/signups',
    pathParams: { campaignName: { campaign: true } },
    body: {
      firstName: { field: 'name' },
      transactionId: { param: 'transactionId' },
      consent: { field: 'consent' },
      source: { value: 'web' },
      email: { field: 'email' },
    },
    success: { route: 'Home' },
  };
  it('takes each value from a field, a route param, a constant or the campaign, and drops empty ones', () => {
    expect(
      submitCall(submit, { name: 'Olena', consent: true, email: '' }, { campaign: 'christmas', params: { transactionId: 'T1' } }),
    ).toEqual({
      method: 'POST',
      path: '/campaign/{campaignName}/signups',
      pathParams: { campaignName: 'christmas' },
      body: { firstName: 'Olena', transactionId: 'T1', consent: true, source: 'web' },
    });
  });
});
