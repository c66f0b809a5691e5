import { describe, expect, it } from 'vitest';
import { actionForStatus, ApiError, describeError, exceptionKey, fillArguments } from '@/shared/api/api-error';
import lt from '@generated/i18n/lt';

const exceptions = lt.exceptions as Record<string, string>;
const texts = {
  exception: (key: string) => exceptions[key],
  generic: 'GENERIC',
  offline: 'OFFLINE',
  timeout: 'TIMEOUT',
};

describe('error mapping (core §8)', () => {
  it("maps statuses to the seeds' actions", () => {
    expect(actionForStatus(503)).toBe('maintenance');
    expect(actionForStatus(401)).toBe('login');
    expect(actionForStatus(403)).toBe('root');
    expect(actionForStatus(500)).toBe('popup');
    expect(actionForStatus(400)).toBe('popup');
  });

  it('forms the key from the first error code plus Exception, else the Exception key', () => {
    expect(exceptionKey({ errors: [{ code: 'InvalidVoucher' }, { code: 'Other' }], Exception: 'X' })).toBe('InvalidVoucherException');
    expect(exceptionKey({ Exception: 'InvalidCredentialsException' })).toBe('InvalidCredentialsException');
    expect(exceptionKey({})).toBeUndefined();
  });

  it('replaces {0}, {1} with Arguments', () => {
    expect(fillArguments('Kodas {0} neteisingas ({1})', ['123', 4])).toBe('Kodas 123 neteisingas (4)');
    expect(fillArguments('{0} and {2}', ['a'])).toBe('a and {2}');
  });

  it('shows the exception text with its arguments when the texts have it', () => {
    const error = new ApiError('http', 400, { Exception: 'InvalidVoucherException', Arguments: ['1234567890123'] });
    const text = describeError(error, texts);
    expect(text).toContain('1234567890123');
    expect(text).not.toContain('{0}');
  });

  it('falls back to the generic text for unknown keys, and says offline or timeout for those', () => {
    expect(describeError(new ApiError('http', 500, { Exception: 'NoSuchException' }), texts)).toBe('GENERIC');
    expect(describeError(new ApiError('http', 500), texts)).toBe('GENERIC');
    expect(describeError(new ApiError('network', 0), texts)).toBe('OFFLINE');
    expect(describeError(new ApiError('timeout', 0), texts)).toBe('TIMEOUT');
  });
});
