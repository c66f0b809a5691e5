import { describe, expect, it } from 'vitest';
import { forcedFlowPath, type ActionReminders } from '@/shared/session/forced-flow';

const none: ActionReminders = {
  forceFinishRegistration: false,
  forceFinishPasswordRemind: false,
  remindPasswordChange: false,
  registrationConfirmHash: null,
  passwordConfirmHash: null,
};

describe('forcedFlowPath (core §4 forced flows)', () => {
  it('is undefined when nothing is forced, also with only a reminder', () => {
    expect(forcedFlowPath(none, 'lt')).toBeUndefined();
    expect(forcedFlowPath({ ...none, remindPasswordChange: true }, 'lt')).toBeUndefined();
    expect(forcedFlowPath(undefined, 'lt')).toBeUndefined();
    expect(forcedFlowPath(null, 'lt')).toBeUndefined();
  });

  it('sends an unfinished registration to the registration step with its guid and number', () => {
    const reminders = { ...none, forceFinishRegistration: true, registrationConfirmHash: 'reg-abc' };
    expect(forcedFlowPath(reminders, 'lt', '61234570')).toBe('/reg/identifikavimo-budai?msisdn=61234570&guid=reg-abc');
    expect(forcedFlowPath(reminders, 'en')).toBe('/en/reg/identification-methods?guid=reg-abc');
  });

  it('sends a forced password change to password recovery with its hash', () => {
    const reminders = { ...none, forceFinishPasswordRemind: true, passwordConfirmHash: 'pr-x/y' };
    expect(forcedFlowPath(reminders, 'lt')).toBe('/slaptazodzio-keitimas?hash=pr-x%2Fy');
    expect(forcedFlowPath(reminders, 'ru')).toBe('/ru/vosstanovlenie-parolya?hash=pr-x%2Fy');
  });

  it('finishes the registration before the password change', () => {
    const both = {
      ...none,
      forceFinishRegistration: true,
      registrationConfirmHash: 'reg-1',
      forceFinishPasswordRemind: true,
      passwordConfirmHash: 'pr-1',
    };
    expect(forcedFlowPath(both, 'lt')).toBe('/reg/identifikavimo-budai?guid=reg-1');
  });

  it('starts the flow from its beginning when the hash is missing', () => {
    expect(forcedFlowPath({ ...none, forceFinishRegistration: true }, 'lt')).toBe('/registruotis');
    expect(forcedFlowPath({ ...none, forceFinishPasswordRemind: true }, 'lt')).toBe('/slaptazodzio-keitimas');
  });
});
