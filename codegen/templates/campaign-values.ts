/**
 * What a campaign form sends, written once: codegen checks and builds it (codegen/spec-types.ts imports
 * these types), and the app and the sandbox read it (codegen copies this file to generated/campaign-values.ts,
 * which generated/campaigns.ts uses with the app's route keys).
 */

/** Where a value of the call comes from; `group` is an object of them (the form's own questions, by field name). */
export type ValueSource =
  | { field: string }
  | { param: string }
  | { value: string | number | boolean }
  | { campaign: true }
  | { group: Readonly<Record<string, ValueSource>> };

/** What a campaign form's submit button does: one API operation, then a route or a message. */
export interface CampaignSubmit<Route extends string = string> {
  operation: string;
  /** Filled by codegen from spec/api. */
  method: string;
  path: string;
  pathParams: Readonly<Record<string, ValueSource>>;
  body: Readonly<Record<string, ValueSource>>;
  success: { route: Route } | { message: string };
}
