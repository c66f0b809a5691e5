import { RJSF_ADDITIONAL_PROPERTIES_FLAG, schemaParser, type RJSFSchema } from '@rjsf/utils';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { optionValues } from '../link/forms';
import type { FieldSpec, FormSpec, Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { CAMPAIGN_PARTS } from './parts';
import { inlineRuntime } from './standalone';

/** rjsf widgets for the spec's widget names; phone, code and amount are the runtime's own widgets. */
const WIDGETS: Record<string, string> = {
  text: 'text',
  email: 'email',
  phone: 'phone',
  password: 'password',
  code: 'code',
  number: 'number',
  amount: 'amount',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  textarea: 'textarea',
  hidden: 'hidden',
  date: 'date',
  file: 'file',
};
/** The message of a raw pattern written without one (the seeds: any other rule text is a pattern). */
export const PATTERN_MESSAGE = 'PatternFormat';

const INPUT_MODES: Record<string, string> = { phone: 'tel', code: 'numeric', number: 'numeric', amount: 'decimal', email: 'email' };

interface FieldMeta {
  name: string;
  widget: string;
  labelKey: string;
  helpKey: string;
  required: boolean;
  /** Definition names in rule order; the first failing one's message is shown. */
  rules: string[];
  options?: { value: string | number; labelKey: string }[];
  when?: Record<string, (string | number | boolean)[]>;
  maxLength?: number;
}

/**
 * A form becomes a JSON Schema (draft-07, as rjsf validates), a uiSchema, field metadata for the
 * renderer, and an rjsf precompiled validator. Each rule is a definition, so an error's schemaPath
 * (`#/definitions/msisdn/pattern`) says which rule failed and hence which message to show.
 */
export function buildForm(spec: Spec, form: FormSpec) {
  const definitions: Record<string, object> = {};
  const messages: Record<string, string> = {};
  let patterns = 0;
  const fieldSchema = (field: FieldSpec) => {
    const values = optionValues(spec, field.options);
    const boolean = field.widget === 'checkbox';
    const numeric = values?.every((v) => typeof v === 'number');
    const refs: string[] = [];
    for (const rule of field.rules) {
      const named = 'rule' in rule ? spec.rules.find((r) => r.name === rule.rule) : undefined;
      // A named rule with its own message is a definition of its own, so both messages can coexist.
      const own = (base: string) => (rule.message && named && rule.message !== named.message ? `${base}_${rule.message}` : base);
      if (named?.name === 'required') {
        const name = own(boolean ? 'requiredTicked' : 'required');
        definitions[name] = boolean ? { const: true } : { minLength: 1 };
        messages[name] = rule.message ?? named.message;
        refs.push(name);
      } else if (named) {
        const name = own(named.name);
        definitions[name] = { pattern: named.pattern, ...(named.maxLength ? { maxLength: named.maxLength } : {}) };
        messages[name] = rule.message ?? named.message;
        refs.push(name);
      } else {
        const name = `pattern${++patterns}`;
        const pattern = 'rule' in rule ? rule.rule : rule.pattern;
        definitions[name] = { pattern };
        messages[name] = rule.message ?? PATTERN_MESSAGE;
        refs.push(name);
      }
    }
    const schema: Record<string, unknown> = { type: field.type ?? (boolean ? 'boolean' : numeric ? 'integer' : 'string') };
    if (values) schema.enum = values;
    if (field.maxLength) schema.maxLength = field.maxLength;
    if (field.default !== undefined) schema.default = field.default;
    if (refs.length) schema.allOf = refs.map((r) => ({ $ref: `#/definitions/${r}` }));
    return { schema, refs, values };
  };

  const properties: Record<string, object> = {};
  const required: string[] = [];
  const conditional: { if: object; then: { properties: Record<string, object>; required: string[] } }[] = [];
  const fields: FieldMeta[] = [];
  const uiSchema: Record<string, unknown> = { 'ui:order': form.fields.map((f) => f.name) };
  for (const field of form.fields) {
    const { schema, refs, values } = fieldSchema(field);
    const isRequired = refs.some((r) => /^required(Ticked)?(_|$)/.test(r));
    if (field.when) {
      // rjsf resolves if/then against the form data, so the field appears only when the condition holds.
      // Fields with the same condition share one if/then.
      const condition = Object.fromEntries(Object.entries(field.when).map(([k, v]) => [k, { enum: v }]));
      const ifSchema = { properties: condition, required: Object.keys(field.when) };
      let branch = conditional.find((c) => JSON.stringify(c.if) === JSON.stringify(ifSchema));
      if (!branch) {
        branch = { if: ifSchema, then: { properties: {}, required: [] } };
        conditional.push(branch);
      }
      branch.then.properties[field.name] = schema;
      if (isRequired) branch.then.required.push(field.name);
    } else {
      properties[field.name] = schema;
      if (isRequired) required.push(field.name);
    }
    const enumName = field.options && 'enum' in field.options ? field.options.enum : undefined;
    const members = enumName ? spec.enums.find((e) => e.name === enumName)!.values : undefined;
    fields.push({
      name: field.name,
      widget: field.widget,
      labelKey: `${form.textPrefix}.${field.name}.label`,
      helpKey: `${form.textPrefix}.${field.name}.help`,
      required: isRequired,
      rules: refs,
      ...(values
        ? {
            options: values.map((v) => {
              const member = members ? Object.entries(members).find(([, mv]) => mv === v)![0] : String(v);
              return {
                value: v,
                labelKey: enumName ? `enums:${enumName}.${member}` : `${form.textPrefix}.${field.name}.options.${member}`,
              };
            }),
          }
        : {}),
      ...(field.when ? { when: field.when } : {}),
      ...(field.maxLength ? { maxLength: field.maxLength } : {}),
    });
    const options: Record<string, unknown> = {};
    if (INPUT_MODES[field.widget]) options.inputMode = INPUT_MODES[field.widget];
    if (field.autocomplete) options.autocomplete = field.autocomplete;
    if (field.groupSize) options.groupSize = field.groupSize;
    uiSchema[field.name] = { 'ui:widget': WIDGETS[field.widget], ...(Object.keys(options).length ? { 'ui:options': options } : {}) };
  }
  const schema = {
    $id: `${camel(form.name)}Form`,
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    ...(conditional.length ? { allOf: conditional } : {}),
    definitions,
  };
  return { schema, uiSchema, fields, messages, dataType: dataTypeOf(spec, form, new Set(required)) };
}

/**
 * The TypeScript type of the data a valid form hands to onSubmit: a field is present when it is
 * required and unconditional (SpecForm leaves empty fields out), its type from its widget and options.
 */
function dataTypeOf(spec: Spec, form: FormSpec, required: ReadonlySet<string>): string {
  const members = form.fields.map((field) => {
    const values = optionValues(spec, field.options);
    const type = values
      ? values.map((v) => JSON.stringify(v)).join(' | ')
      : field.widget === 'checkbox' || field.type === 'boolean'
        ? 'boolean'
        : field.type === 'integer'
          ? 'number'
          : 'string';
    return `${/^[A-Za-z_$][\w$]*$/.test(field.name) ? field.name : JSON.stringify(field.name)}${required.has(field.name) ? '' : '?'}: ${type}`;
  });
  return members.length ? `{ ${members.join('; ')} }` : 'Record<string, never>';
}

/**
 * What @rjsf/validator-ajv8's compileSchemaValidatorsCode does, but as ESM: rjsf keys sub-schema
 * validators by hashes such as `-23b43748`, which are not export names, so each gets a valid name
 * and the form module maps the names back to rjsf's keys.
 */
export function compileFormValidators(schema: object): { code: string; names: Record<string, string> } {
  // The same schema compiles to the same code: a long-lived process (`npm run dev`) compiles each once.
  const key = JSON.stringify(schema);
  const known = compiled.get(key);
  if (known) return known;
  const result = compileOnce(schema);
  compiled.set(key, result);
  return result;
}
const compiled = new Map<string, { code: string; names: Record<string, string> }>();

function compileOnce(schema: object): { code: string; names: Record<string, string> } {
  const schemas = Object.values(schemaParser(schema as RJSFSchema));
  const ajv = new Ajv({
    allErrors: true,
    multipleOfPrecision: 8,
    strict: false,
    verbose: true,
    discriminator: false,
    code: { source: true, esm: true, lines: true },
    schemas,
  });
  ajv.addKeyword(RJSF_ADDITIONAL_PROPERTIES_FLAG);
  const names: Record<string, string> = {};
  for (const s of schemas) {
    const id = String((s as { $id: string }).$id);
    names[/^[A-Za-z_$][\w$]*$/.test(id) ? id : `schema_${id.replace(/^-/, 'm')}`] = id;
  }
  return { code: inlineRuntime(standaloneCode(ajv, names)), names };
}

export function emitForms(spec: Spec): GeneratedFile[] {
  const out: GeneratedFile[] = [];
  for (const form of spec.forms) {
    const built = buildForm(spec, form);
    // A campaign file's form is in the campaigns' folder, which forms/index.ts joins by file name.
    const own = isCampaignForm(form);
    const dir = own ? 'forms/campaigns' : 'forms';
    const up = own ? '../' : './';
    const sources = [form.file, spec.files.validation, spec.files.enums];
    const { code, names } = compileFormValidators(built.schema);
    const mapping = Object.entries(names).map(([name, id]) => `    '${id}': validators.${name},`);
    out.push(
      { path: `${dir}/${form.name}.validator.js`, content: `${header(sources)}${code}\n` },
      {
        path: `${dir}/${form.name}.validator.d.ts`,
        content: `${header(sources)}import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\n\ntype Compiled = ValidatorFunctions[string];\n${Object.keys(
          names,
        )
          .map((n) => `export declare const ${n}: Compiled;`)
          .join('\n')}\n`,
      },
      {
        path: `${dir}/${form.name}.ts`,
        content: [
          header(sources),
          `import type { FormDefinition } from '${up}types';`,
          `import * as validators from './${form.name}.validator.js';`,
          '',
          `/** What a valid ${form.name} form submits (trimmed; empty optional fields left out). */`,
          `export type ${pascal(form.name)}FormData = ${built.dataType};`,
          '',
          `/** ${form.description ?? form.name} */`,
          `export const ${camel(form.name)}Form: FormDefinition<${pascal(form.name)}FormData> = {`,
          `  name: '${form.name}',`,
          `  operation: ${form.operation ? `'${form.operation}'` : 'undefined'},`,
          `  submit: ${form.submit},`,
          `  submitKey: '${form.textPrefix}.submit',`,
          `  texts: ${literal(textsOf(built.fields, form.textPrefix, Object.values(built.messages)), 2)},`,
          `  schema: ${literal(built.schema, 2)},`,
          `  uiSchema: ${literal(built.uiSchema, 2)},`,
          `  fields: ${literal(built.fields, 2)},`,
          `  messages: ${literal(built.messages, 2)},`,
          `  /** rjsf's schema keys -> precompiled validators (see codegen/emit/forms.ts). */`,
          `  validateFns: {`,
          ...mapping,
          `  },`,
          `};`,
          '',
          ...(own
            ? [
                `// Joins the forms of forms/index.ts (FormName) under its name.`,
                `declare module '../index' {`,
                `  interface CampaignForms {`,
                `    '${form.name}': FormDefinition<${pascal(form.name)}FormData>;`,
                `  }`,
                `}`,
                '',
                `export default ${camel(form.name)}Form;`,
                '',
              ]
            : []),
        ].join('\n'),
      },
    );
  }
  out.push({ path: 'forms/types.ts', content: typesModule(spec) }, { path: 'forms/index.ts', content: indexModule(spec) });
  return out;
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^[a-z]/, (c) => c.toUpperCase());

function typesModule(spec: Spec): string {
  return `${header(spec.files.forms)}import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export interface FormFieldMeta {
  name: string;
  widget: string;
  /** i18n key, namespace included (\`forms:refill.phone.label\`). */
  labelKey: string;
  helpKey: string;
  required: boolean;
  /** Rule definitions in order; the first failing one's message is shown. */
  rules: readonly string[];
  options?: readonly { value: string | number; labelKey: string }[];
  when?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  maxLength?: number;
}

/** A generated form; \`TData\` is what a valid submit hands over (generated/forms/<name>.ts's <Name>FormData). */
export interface FormDefinition<TData extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  operation: string | undefined;
  submit: boolean;
  /** i18n key of the submit button's text. */
  submitKey: string;
  /** The i18n namespaces its texts are in: its labels', the messages' (validation), the enum names' when options name an enum. */
  texts: readonly string[];
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: readonly FormFieldMeta[];
  /** Rule definition name -> message key in i18n namespace validation. */
  messages: Readonly<Record<string, string>>;
  validateFns: ValidatorFunctions;
  /** Never set: carries TData for SpecForm's onSubmit. */
  readonly data?: TData;
}
`;
}

/**
 * The namespaces a form's texts come from, in the order they load: its labels' (`forms`, a spec form's `texts:`, or
 * a campaign's), the messages' and, when an option names an enum, `enums`. The runtime loads these with the form.
 */
function textsOf(
  fields: readonly { options?: readonly { labelKey: string }[] }[],
  textPrefix: string,
  messages: readonly string[],
): string[] {
  const enums = fields.some((field) => field.options?.some((option) => option.labelKey.startsWith('enums:')));
  // a message named with its namespace (`lines:PukFormat`) is there, the others in validation
  const own = messages.map((message) => (message.includes(':') ? message.slice(0, message.indexOf(':')) : 'validation'));
  return [...new Set([textPrefix.slice(0, textPrefix.indexOf(':')), 'validation', ...own, ...(enums ? ['enums'] : [])])];
}

const isCampaignForm = (form: FormSpec) => form.file.startsWith(CAMPAIGN_PARTS);

function indexModule(spec: Spec): string {
  const entries = spec.forms
    .filter((f) => !isCampaignForm(f))
    .map((f) => `  '${f.name}': () => import('./${f.name}').then((m) => m.${camel(f.name)}Form),`);
  const sources = [...spec.files.forms.filter((file) => !file.startsWith(CAMPAIGN_PARTS)), CAMPAIGN_PARTS];
  return `${header(sources)}import type { FormDefinition } from './types';

export type { FormDefinition, FormFieldMeta } from './types';

/** The forms written in campaign files, by name: each declares itself here (generated/forms/campaigns/). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CampaignForms {}

/**
 * Every form of spec/forms/, each loaded as its own chunk with its precompiled validator; a campaign
 * file's (generated/forms/campaigns/) loads through src/shared/forms/load-form.ts.
 */
export const forms = {
${entries.join('\n')}
};

// Checked as a type, not with satisfies: that would widen each entry's data type to the default.
type OnlyForms<T extends Record<string, () => Promise<FormDefinition<any>>>> = T;
export type FormLoaders = OnlyForms<typeof forms>;

/** A form of spec/forms/ or of a campaign file. */
export type FormName = keyof typeof forms | keyof CampaignForms;
`;
}
