import type { CampaignForm, ValueSource } from '../../generated/campaigns';
import { campaigns } from '../shared/campaign-files/every-campaign';
import type { FormName } from '../../generated/forms/index';
import { loadForm } from '../shared/forms/load-form';
import type { Schemas } from './api-types';
import { errorCodes } from './errors';

type SignupRequest = Schemas['CampaignSignupRequest'];

/** The sign-up's values back under the form's own field names, by the submit's mapping read in reverse. */
function formData(sources: Readonly<Record<string, ValueSource>>, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(sources)) {
    if ('field' in source && values[name] !== undefined) data[source.field] = values[name];
    if ('group' in source) Object.assign(data, formData(source.group, (values[name] ?? {}) as Record<string, unknown>));
  }
  return data;
}

const askedBy = (form: CampaignForm): string[] => {
  const group = Object.values(form.submit?.body ?? {}).find((source) => 'group' in source);
  return group && 'group' in group ? Object.keys(group.group) : [];
};

/**
 * What the API does with a sign-up's `answers` (assumed, spec/api/campaign.yaml): each must be a question
 * the campaign's sign-up form asks, and the whole entry must pass that form's own rules, the ones the
 * portal checked (its precompiled validator), so a request made past the portal is held to them too.
 */
export async function checkSignupAnswers(campaignName: string, body: SignupRequest): Promise<void> {
  const campaign = Object.values(campaigns).find((c) => c.name === campaignName);
  const signupForms = Object.values(campaign?.forms ?? {}).filter((form) => form.submit?.operation === 'createCampaignSignup');
  const asked = new Set(signupForms.flatMap(askedBy));
  const unasked = Object.keys(body.answers ?? {}).filter((name) => !asked.has(name));
  if (unasked.length) {
    throw errorCodes(400, {
      code: 'CampaignSignupAnswerInvalid',
      message: `answers.${unasked[0]} is not a question of this campaign's form`,
    });
  }
  let problem: string | undefined;
  for (const form of signupForms) {
    const definition = await loadForm(form.definition as FormName);
    const validate = definition.validateFns[String(definition.schema.$id)]!;
    if (validate(formData(form.submit!.body, body as Record<string, unknown>))) return;
    const first = validate.errors?.[0];
    problem ??= `${form.definition}: ${first?.instancePath || '(form)'} ${first?.message ?? 'is invalid'}`;
  }
  if (problem) throw errorCodes(400, { code: 'CampaignSignupAnswerInvalid', message: problem });
}
