import type { CampaignSubmit, ValueSource } from '@generated/campaigns';
import { unwrap } from '@/shared/api/client';
import type { SpecFormData } from '@/shared/forms';
import type { Services } from '@/shared/services';

export interface SubmitContext {
  campaign: string;
  /** The route's params (:transactionId and the like). */
  params: Readonly<Record<string, string | undefined>>;
}

/** The call a campaign form's submit makes, with every value taken from where the file says. */
export function submitCall(submit: CampaignSubmit, data: SpecFormData, context: SubmitContext) {
  const value = (source: ValueSource): unknown =>
    'field' in source
      ? data[source.field]
      : 'param' in source
        ? context.params[source.param]
        : 'campaign' in source
          ? context.campaign
          : 'group' in source
            ? group(source.group)
            : source.value;
  // What the user left empty is not sent; a group with nothing in it neither.
  const filled = (entries: Readonly<Record<string, ValueSource>>) =>
    Object.fromEntries(
      Object.entries(entries)
        .map(([name, source]) => [name, value(source)] as const)
        .filter(([, v]) => v !== undefined && v !== ''),
    );
  const group = (entries: Readonly<Record<string, ValueSource>>) => {
    const values = filled(entries);
    return Object.keys(values).length ? values : undefined;
  };
  return { method: submit.method.toUpperCase(), path: submit.path, pathParams: filled(submit.pathParams), body: filled(submit.body) };
}

/**
 * Makes the call through the portal's API client (headers, token, error mapping). codegen checked
 * the operation and that the form fills its body, so the untyped path is sound here.
 */
export async function sendSubmit(services: Services, submit: CampaignSubmit, data: SpecFormData, context: SubmitContext): Promise<void> {
  const call = submitCall(submit, data, context);
  const request = services.api.request as unknown as (method: string, path: string, init: object) => ReturnType<Services['api']['GET']>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- the untyped path above: its result type is any
  await unwrap(request(call.method, call.path, { params: { path: call.pathParams }, body: call.body }));
}
