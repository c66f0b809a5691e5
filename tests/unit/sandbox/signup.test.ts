import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { EXPIRED_DEMO_EMAIL_LINK } from '../../../src/sandbox/world/auth-state';
import { call, login, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

describe('sandbox sign-up areas: codes, throttling, e-mail links', () => {
  it('throttles the fourth recovery code for a number that confirmed none, and lifts it once one is confirmed', async () => {
    const sandbox = fresh();
    const recover = () => call(sandbox, 'POST', '/password/recovery', { body: { msisdn: '61234568' } });
    for (let i = 0; i < 3; i++) expect((await recover()).status).toBe(204);
    expect(await json(await recover())).toEqual({ Exception: 'SmsChallengeThrottleException' });
    expect(await json(await call(sandbox, 'POST', '/password/recovery/verify', { body: { msisdn: '61234568', code: '9999' } }))).toEqual({
      Exception: 'InvalidSmsCodeException',
    });
    expect((await call(sandbox, 'POST', '/password/recovery/verify', { body: { msisdn: '61234568', code: '1234' } })).status).toBe(200);
    expect((await recover()).status).toBe(204);
  });

  it('throttles registration codes the same way', async () => {
    const sandbox = fresh();
    const enroll = () => call(sandbox, 'POST', '/registration/enrollment', { body: { msisdn: '61234580' } });
    for (let i = 0; i < 3; i++) expect((await enroll()).status).toBe(200);
    expect(await json(await enroll())).toEqual({ Exception: 'SmsChallengeThrottleException' });
  });

  it('answers ConfirmationLinkExpiredException for a link older than 48 hours', async () => {
    const sandbox = fresh();
    expect(await json(await call(sandbox, 'POST', '/profile/email/validate', { body: EXPIRED_DEMO_EMAIL_LINK }))).toEqual({
      Exception: 'ConfirmationLinkExpiredException',
    });
    const token = await login(sandbox, '61234568');
    expect((await call(sandbox, 'POST', '/profile/email/validate/send', { token })).status).toBe(204);
    const world = sandbox.context.world(new Request('http://localhost/'));
    const [H, link] = [...world.auth.emailLinks].at(-1)!;
    const U = world.subscribers.get('61234568')!.accountId;
    link.sentAt = new Date(link.sentAt.getTime() - 49 * 3_600_000);
    expect(await json(await call(sandbox, 'POST', '/profile/email/validate', { body: { U, H } }))).toEqual({
      Exception: 'ConfirmationLinkExpiredException',
    });
    link.sentAt = new Date(link.sentAt.getTime() + 2 * 3_600_000);
    expect((await call(sandbox, 'POST', '/profile/email/validate', { body: { U, H } })).status).toBe(204);
    // the confirmed address voids its other links, the expired one included
    expect(await json(await call(sandbox, 'POST', '/profile/email/validate', { body: EXPIRED_DEMO_EMAIL_LINK }))).toEqual({
      Exception: 'InvalidConfirmationLinkException',
    });
  });

  it('finishes the forced registration of 61234570 with the guid of its action reminders', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, '61234570');
    const reminders = await json<{ forceFinishRegistration: boolean; registrationConfirmHash: string }>(
      await call(sandbox, 'GET', '/user-information/action-reminders', { token }),
    );
    expect(reminders.forceFinishRegistration).toBe(true);
    const guid = reminders.registrationConfirmHash;
    const { workflowId, controlCode } = await json<{ workflowId: string; controlCode: string }>(
      await call(sandbox, 'POST', '/registration/identification', {
        body: { msisdn: '61234570', guid, schema: 'mobile-id', personalNumber: '38501011234' },
      }),
    );
    expect(controlCode).toMatch(/^\d{4}$/);
    const poll = () => call(sandbox, 'GET', '/registration/status', { query: { msisdn: '61234570', guid, workflowId } });
    expect(await json(await poll())).toMatchObject({ status: 'pending' });
    expect(await json(await poll())).toMatchObject({ status: 'success' });
    expect(await json(await call(sandbox, 'GET', '/user-information/action-reminders', { token }))).toMatchObject({
      forceFinishRegistration: false,
    });
  });

  describe("a campaign sign-up's answers (createCampaignSignup, assumed extension)", () => {
    const signup = (body: Record<string, unknown>) =>
      call(createSandbox({ now: () => new Date('2026-12-01T10:00:00+02:00') }), 'POST', '/campaign/ukraine/signups', { body });
    const olena = { firstName: 'Olena', msisdn: '61234567', email: 'olena@example.com', consent: true };

    it('stores a sign-up its form would send', async () => {
      expect((await signup(olena)).status).toBe(201);
    });

    it("refuses an answer to a question the campaign's form does not ask", async () => {
      const response = await signup({ ...olena, answers: { partnerMsisdn: '61234568' } });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        errors: [{ code: 'CampaignSignupAnswerInvalid', message: "answers.partnerMsisdn is not a question of this campaign's form" }],
      });
    });

    it("holds a request made past the portal to the form's own rules (its first name is required there)", async () => {
      const { firstName: _firstName, ...nameless } = olena;
      const response = await signup(nameless);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ errors: [{ code: 'CampaignSignupAnswerInvalid' }] });
    });
  });
});
