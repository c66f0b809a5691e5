import type { ExtraValidate } from '@/shared/forms';

/** The repeated password must equal the first (checked on the client only; message PasswordRepeatMismatch). */
export const repeatPasswordMatches: ExtraValidate = (data) =>
  data.repeatPassword !== undefined && data.repeatPassword !== data.password ? { repeatPassword: 'PasswordRepeatMismatch' } : {};
