import type { Diagnostics } from '../load/diagnostics';
import type { CampaignFormSpec, CampaignSpec, Route, Spec, SubmitSpec, ValueSource } from '../spec-types';

interface BodySchema {
  properties: Record<string, unknown>;
  required: string[];
  /** false when the body accepts only its declared properties. */
  open: boolean;
  /**
   * The property that takes the form's own questions by field name, an object open to any name
   * (createCampaignSignup's `answers`): a field the body does not name goes there.
   */
  collector?: { name: string; pattern?: string; max?: number };
}

/** The JSON request body of an operation, $refs and allOf resolved; undefined when it takes none. */
function requestBody(doc: Record<string, any>, method: string, path: string): BodySchema | undefined {
  const resolve = (node: any): any =>
    node?.$ref
      ? resolve(
          node.$ref
            .slice(2)
            .split('/')
            .reduce((n: any, k: string) => n?.[k], doc),
        )
      : node;
  const schema = resolve(resolve(doc.paths?.[path]?.[method]?.requestBody)?.content?.['application/json']?.schema);
  if (!schema) return undefined;
  const parts = [schema, ...((schema.allOf ?? []) as unknown[]).map(resolve)];
  const properties: Record<string, any> = Object.assign({}, ...parts.map((p) => p.properties ?? {}));
  const collector = Object.entries(properties)
    .map(([name, property]) => [name, resolve(property)] as const)
    .find(([, property]) => property?.type === 'object' && !property.properties && typeof property.additionalProperties === 'object');
  return {
    properties,
    required: parts.flatMap((p) => p.required ?? []),
    open: parts.every((p) => p.additionalProperties !== false),
    ...(collector
      ? { collector: { name: collector[0], pattern: collector[1].propertyNames?.pattern, max: collector[1].maxProperties } }
      : {}),
  };
}

const describe = (source: ValueSource) =>
  'field' in source
    ? `field ${source.field}`
    : 'param' in source
      ? `route param ${source.param}`
      : 'campaign' in source
        ? 'the campaign name'
        : 'value' in source
          ? JSON.stringify(source.value)
          : "the form's own questions";

const toSource = (raw: unknown): ValueSource =>
  raw && typeof raw === 'object' ? (raw as ValueSource) : { value: raw as string | number | boolean };

/**
 * Fills a campaign form's submit from spec/api and checks that the call can be made: every path
 * parameter and every required body property is filled by a form field of the same name, a route
 * param of the same name (on every route that shows the form), the campaign's name (a `campaignName`
 * parameter) or a constant written in the file.
 */
export function linkSubmit(spec: Spec, campaign: CampaignSpec, form: CampaignFormSpec, diagnostics: Diagnostics): SubmitSpec | undefined {
  const raw = form.raw.submit as
    | {
        operation: string;
        params?: Record<string, unknown>;
        body?: Record<string, unknown>;
        success: { route: string } | { message: string };
      }
    | undefined;
  if (!raw) return undefined;
  const source = campaign.origin.source;
  const at = ['forms', form.id, 'submit'];
  const add = (sub: (string | number)[], problem: string, fix: string) => diagnostics.add(source.problem([...at, ...sub], problem, fix));
  const operation = spec.api.operations.get(raw.operation);
  if (!operation) {
    // The closest names first, then the campaign area's own calls: createCampaignSignup is what most sign-up forms want.
    const writes = [...spec.api.operations.entries()].filter(([, op]) => op.method !== 'get');
    const ranked = writes
      .map(([id, op]) => ({
        id,
        distance: editDistance(id.toLowerCase(), raw.operation.toLowerCase()) - (op.tags.includes('campaign') ? 3 : 0),
      }))
      .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
      .map((candidate) => candidate.id);
    const signup = spec.api.operations.has('createCampaignSignup')
      ? '; for a sign-up form, createCampaignSignup (POST /campaign/{campaignName}/signups) stores it for the campaign'
      : '';
    add(
      ['operation'],
      `there is no operation called ${raw.operation} in spec/api`,
      `write the operationId of the call the form sends, e.g. ${ranked.slice(0, 3).join(', ')}${signup}`,
    );
    return undefined;
  }
  const fields = spec.forms.find((f) => f.name === form.definition)?.fields.map((f) => f.name) ?? [];
  const pages = spec.routes.filter((r) => r.origin.source === campaign.origin.source && r.page?.form === form.id);
  const paramOnEveryPage = (name: string) => pages.length > 0 && pages.every((r: Route) => name in r.params);

  const pathParams: Record<string, ValueSource> = {};
  for (const [, name] of operation.path.matchAll(/\{([^}]+)\}/g)) {
    const given = raw.params?.[name!];
    const found: ValueSource | undefined =
      given !== undefined
        ? toSource(given)
        : name === 'campaignName'
          ? { campaign: true }
          : paramOnEveryPage(name!)
            ? { param: name! }
            : undefined;
    if (!found)
      add(
        ['params'],
        `path parameter ${name} of ${raw.operation} is not filled`,
        `add \`params: { ${name}: <value> }\` or give the form's routes a :${name} param`,
      );
    else pathParams[name!] = found;
  }
  for (const name of Object.keys(raw.params ?? {})) {
    if (!operation.path.includes(`{${name}}`))
      add(
        ['params', name],
        `${raw.operation} (${operation.path}) has no path parameter ${name}`,
        'remove it, or put the value under body:',
      );
  }

  const schema = requestBody(spec.api.document, operation.method, operation.path);
  const body: Record<string, ValueSource> = {};
  if (!schema) {
    if (fields.length)
      add(
        ['operation'],
        `${raw.operation} takes no JSON body, so the form's fields would not be sent`,
        "name an operation whose request body has the form's fields",
      );
  } else {
    for (const [name, value] of Object.entries(raw.body ?? {})) {
      if (!(name in schema.properties) && !schema.open)
        add(
          ['body', name],
          `${name} is not a property of ${raw.operation}'s body`,
          `write one of ${Object.keys(schema.properties).join(', ')}`,
        );
      body[name] = toSource(value);
    }
    const answers: Record<string, ValueSource> = {};
    for (const field of fields) {
      if (field in body) continue;
      if (field in schema.properties || schema.open) body[field] = { field };
      else if (schema.collector) answers[field] = { field };
      else
        add(
          [],
          `field ${field} is not a property of ${raw.operation}'s body (${Object.keys(schema.properties).join(', ')})`,
          `rename the field to one of them, or map it with \`body: { <property>: { field: ${field} } }\``,
        );
    }
    if (schema.collector && Object.keys(answers).length) {
      const { name, pattern, max } = schema.collector;
      for (const field of Object.keys(answers).filter((f) => pattern && !new RegExp(pattern).test(f))) {
        // A field written in this file is pointed at; one of spec/forms/, at the submit that sends it.
        const where = form.shared ? at : ['forms', form.id, 'fields', field];
        diagnostics.add(
          source.problem(
            where,
            `field ${field} is sent as one of ${raw.operation}'s ${name}, whose names are one word in camelCase`,
            'rename the field in camelCase, starting with a lower-case letter, like partnerPhone',
          ),
        );
      }
      if (max !== undefined && Object.keys(answers).length > max)
        add(
          [],
          `the form asks ${Object.keys(answers).length} questions of its own (${Object.keys(answers).join(', ')}); ${raw.operation} takes at most ${max}`,
          `keep ${max} or fewer fields besides ${Object.keys(schema.properties)
            .filter((p) => p !== name)
            .join(', ')}`,
        );
      body[name] = { group: answers };
    }
    for (const name of schema.required) {
      if (name in body) continue;
      if (paramOnEveryPage(name)) body[name] = { param: name };
      else
        add(
          ['body'],
          `${raw.operation} needs ${name} in its body and nothing fills it`,
          `add a form field ${name}, or \`body: { ${name}: <value> }\``,
        );
    }
    // A property the call requires, filled by a field the visitor may leave empty: the API refuses the
    // sign-up and the visitor gets a general error with no field marked.
    const definition = spec.forms.find((f) => f.name === form.definition);
    for (const name of schema.required) {
      const value = body[name];
      const field = value && 'field' in value ? definition?.fields.find((f) => f.name === value.field) : undefined;
      if (!field || field.widget === 'hidden' || field.rules.some((r) => 'rule' in r && r.rule === 'required')) continue;
      const rules = ['required', ...field.rules.flatMap((r) => ('rule' in r && r.rule ? [r.rule] : []))].join(', ');
      diagnostics.add(
        source.problem(
          form.shared ? at : ['forms', form.id, 'fields', field.name],
          `field ${field.name} may be left ${field.widget === 'checkbox' ? 'unticked' : 'empty'}, but ${raw.operation} requires ${name}: the visitor would get an error with no field marked`,
          form.shared
            ? `make ${field.name} required in spec/forms/${form.definition}.yaml`
            : `add required to its rules: ${field.name}: { widget: ${field.widget}, rules: [${rules}] }`,
        ),
      );
    }
    for (const [name, value] of Object.entries(body)) {
      if ('field' in value && !fields.includes(value.field))
        add(['body', name], `${describe(value)} does not exist in form ${form.id}`, `name one of ${fields.join(', ')}`);
      if ('param' in value && !paramOnEveryPage(value.param))
        add(['body', name], `not every route of form ${form.id} has the param ${value.param}`, 'use a constant or a form field');
    }
  }
  if ('route' in raw.success) {
    const target = spec.routes.find((r) => r.key === (raw.success as { route: string }).route);
    if (!target)
      add(
        ['success', 'route'],
        `route ${(raw.success as { route: string }).route} does not exist`,
        'name a route key of this file or of spec/routes.yaml',
      );
    else {
      const missing = Object.entries(target.params)
        .filter(([name, p]) => !p.optional && !pages.every((r) => name in r.params))
        .map(([name]) => name);
      if (missing.length)
        add(
          ['success', 'route'],
          `route ${target.key} needs :${missing.join(', :')}, which the form's page does not have`,
          'lead to a route without params, or one whose params the form page shares',
        );
    }
  }
  return { operation: raw.operation, method: operation.method, path: operation.path, pathParams, body, success: raw.success };
}

/** How many single-letter edits turn one name into the other (Levenshtein): the nearest operationIds to a mistyped one. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
