import type { Diagnostics } from '../load/diagnostics';
import { closest } from '../load/schema-check';
import { optionValues } from '../link/forms';
import type { FormSpec, Spec } from '../spec-types';

const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;

/** Rules, enums, fields and operations that a form names must exist. */
export function checkForms(spec: Spec, diagnostics: Diagnostics): void {
  const ruleNames = spec.rules.map((r) => r.name);
  const enumNames = spec.enums.map((e) => e.name);
  for (const form of spec.forms) {
    const source = form.origin.source;
    const add = (path: (string | number)[], problem: string, fix: string) =>
      diagnostics.add(source.problem([...form.origin.path, ...path], problem, fix));
    if (form.operation && !spec.api.operations.has(form.operation)) {
      const suggestion = closest(form.operation, [...spec.api.operations.keys()]);
      add(
        ['operation'],
        `operation ${form.operation} does not exist in spec/api`,
        suggestion ? `did you mean ${suggestion}?` : 'name an operationId from spec/api/*.yaml',
      );
    }
    if (form.operation && spec.api.operations.has(form.operation)) {
      for (const problem of bodyMismatches(spec, form.operation, form.fields)) add(['fields', problem.field], problem.problem, problem.fix);
    }
    for (const field of form.fields) {
      const at = ['fields', field.name];
      for (const [i, rule] of field.rules.entries()) {
        if ('rule' in rule && 'pattern' in rule) {
          add(
            [...at, 'rules', i],
            'a rule entry has both rule and pattern',
            'write either { rule: email, message: ... } or { pattern: ..., message: ... }',
          );
          continue;
        }
        if (!('rule' in rule)) {
          if (!isRegex(rule.pattern))
            add([...at, 'rules', i, 'pattern'], 'not a valid regular expression', 'write an ECMAScript regular expression');
          continue;
        }
        if (ruleNames.includes(rule.rule)) continue;
        // The seeds treat any other rule text as a pattern; a word that looks like a rule name is a typo.
        if (IDENTIFIER.test(rule.rule)) {
          const suggestion = closest(rule.rule, ruleNames);
          add(
            [...at, 'rules', i],
            `unknown rule ${rule.rule}`,
            `${suggestion ? `did you mean ${suggestion}? ` : ''}rules are ${ruleNames.join(', ')}; for a pattern write { pattern: '...', message: ... }`,
          );
        } else if (!isRegex(rule.rule)) {
          add(
            [...at, 'rules', i],
            `${rule.rule} is neither a rule nor a valid regular expression`,
            `use one of ${ruleNames.join(', ')} or a regular expression`,
          );
        }
      }
      if (field.options && 'enum' in field.options && !enumNames.includes(field.options.enum)) {
        const suggestion = closest(field.options.enum, enumNames);
        add(
          [...at, 'options'],
          `enum ${field.options.enum} does not exist`,
          suggestion ? `did you mean ${suggestion}?` : 'name an enum from spec/enums.yaml or list the options',
        );
      }
      for (const [other, values] of Object.entries(field.when ?? {})) {
        const target = form.fields.find((f) => f.name === other);
        if (!target) {
          add(
            [...at, 'when', other],
            `field ${other} does not exist in this form`,
            `name one of ${form.fields.map((f) => f.name).join(', ')}`,
          );
          continue;
        }
        const allowed = optionValues(spec, target.options);
        for (const [j, v] of values.entries()) {
          if (allowed && !allowed.includes(v as string | number))
            add([...at, 'when', other, j], `${String(v)} is not an option of ${other}`, `write one of ${allowed.join(', ')}`);
        }
      }
    }
  }
}

function isRegex(text: string): boolean {
  try {
    new RegExp(text, 'u');
    return true;
  } catch {
    return false;
  }
}

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  allOf?: JsonSchema[];
};

/** Follows local $refs (#/components/schemas/X) of the bundled API document. */
function resolve(document: Record<string, any>, schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let i = 0; current?.$ref && i < 10; i++)
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<any>((node, key) => node?.[key], document);
  return current;
}

/** The JSON type a field's value has once validated (as SpecForm hands it over). */
function fieldType(spec: Spec, field: FormSpec['fields'][number]): { type: string; values?: readonly (string | number)[] } {
  const values = optionValues(spec, field.options);
  if (values) return { type: values.every((v) => typeof v === 'number') ? 'integer' : 'string', values };
  if (field.widget === 'checkbox' || field.type === 'boolean') return { type: 'boolean' };
  return { type: field.type === 'integer' ? 'integer' : 'string' };
}

/**
 * Fields whose name the operation's request body also has must send what the body takes: the same
 * JSON type (an integer where a number is taken is fine) and only values of the body's enum. The amount
 * widget's text ("12,50") is the exception the runtime converts (src/features/refill/amount.ts).
 */
export function bodyMismatches(
  spec: Spec,
  operationId: string,
  fields: FormSpec['fields'],
): { field: string; problem: string; fix: string }[] {
  const operation = spec.api.operations.get(operationId)!;
  const body = resolve(
    spec.api.document,
    spec.api.document.paths?.[operation.path]?.[operation.method]?.requestBody?.content?.['application/json']?.schema,
  );
  const properties = {
    ...body?.properties,
    ...Object.assign({}, ...(body?.allOf ?? []).map((part) => resolve(spec.api.document, part)?.properties ?? {})),
  } as Record<string, JsonSchema>;
  const out: { field: string; problem: string; fix: string }[] = [];
  for (const field of fields) {
    const property = resolve(spec.api.document, properties[field.name]);
    if (!property?.type && !property?.enum) continue;
    const sent = fieldType(spec, field);
    const types = [property.type ?? (property.enum!.every((v) => typeof v === 'number') ? 'integer' : 'string')].flat();
    const takes = (type: string) => types.includes(type);
    const compatible = takes(sent.type) || (sent.type === 'integer' && takes('number')) || (field.widget === 'amount' && takes('number'));
    if (!compatible) {
      const taken = types.filter((t) => t !== 'null').join(' or ');
      out.push({
        field: field.name,
        problem: `${operationId} takes ${field.name} as ${taken}, the field sends ${sent.type}`,
        fix: `make the field send ${taken} (its widget, type or options), or rename it if the screen maps it`,
      });
      continue;
    }
    const unknown = sent.values && property.enum ? sent.values.filter((v) => !property.enum!.includes(v)) : [];
    if (unknown.length)
      out.push({
        field: field.name,
        problem: `${operationId} does not take ${unknown.join(', ')} for ${field.name}`,
        fix: `offer only ${property.enum!.join(', ')}`,
      });
  }
  return out;
}
