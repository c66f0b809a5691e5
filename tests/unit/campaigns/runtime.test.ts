import { describe, expect, it } from 'vitest';
import type { CampaignSubmit } from '@generated/campaigns';
import { CampaignStepStatus } from '@generated/enums';
import { stepStates } from '@/features/campaigns/steps';
import { submitCall } from '@/features/campaigns/submit';

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

  it("sends the form's own questions as one object of named answers, and leaves it out when none is answered", () => {
    const signup: CampaignSubmit = {
      ...submit,
      body: {
        consent: { field: 'consent' },
        answers: { group: { partnerMsisdn: { field: 'partnerMsisdn' }, partnerName: { field: 'partnerName' } } },
      },
    };
    const context = { campaign: 'couples', params: {} };
    expect(submitCall(signup, { consent: true, partnerMsisdn: '61234567', partnerName: '' }, context).body).toEqual({
      consent: true,
      answers: { partnerMsisdn: '61234567' },
    });
    expect(submitCall(signup, { consent: true, partnerName: '' }, context).body).toEqual({ consent: true });
  });
});
