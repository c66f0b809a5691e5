import { newsletterForm } from '@generated/forms/newsletter';
import { firstFailingRules, trimValues, type RawError } from '@/shared/forms/field-errors';

type Validate = ((data: unknown) => boolean) & { errors?: RawError[] | null };

/**
 * The newsletter form's own rules (spec/forms/newsletter.yaml: required, then a valid e-mail, with the
 * newsletter's messages), by its precompiled validator and the same error mapping as every form, without
 * the form library: loaded at the first "Prenumeruoti", not with every page's footer. Answers the address
 * to send (trimmed) or the validation message key of the first rule that failed.
 */
export function checkNewsletter(email: string): { email: string } | { messageKey: string } {
  const data = trimValues({ email }, newsletterForm);
  const validate = newsletterForm.validateFns[newsletterForm.schema.$id as string] as Validate;
  if (validate(data)) return { email: String(data.email) };
  const [first] = firstFailingRules(newsletterForm, validate.errors ?? []);
  return { messageKey: first?.messageKey ?? 'Required' };
}
