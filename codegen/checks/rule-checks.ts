import type { Diagnostics } from '../load/diagnostics';
import type { Spec } from '../spec-types';
import type { Sources } from './sources';

/** The eleven named rules of the seeds' section 5; the runtime and forms depend on them. */
export const SEED_RULES = [
  'required',
  'email',
  'msisdn',
  'productId',
  'personalNumber',
  'password',
  'price',
  'safetyCode',
  'image',
  'isicNumber',
  'domain',
] as const;

export function checkRules(spec: Spec, sources: Sources, diagnostics: Diagnostics): void {
  const source = sources.validation;
  for (const name of SEED_RULES) {
    if (!spec.rules.some((r) => r.name === name)) {
      diagnostics.add(
        source.problem([], `rule ${name} is missing`, `add the seeds' rule \`${name}:\` with its description, pattern and message`),
      );
    }
  }
  for (const rule of spec.rules) {
    if (rule.name !== 'required' && rule.pattern === undefined) {
      diagnostics.add(source.problem([rule.name], 'pattern is missing', 'add `pattern:` (every rule but required is a pattern)'));
      continue;
    }
    if (rule.pattern === undefined) continue;
    let regex: RegExp;
    try {
      regex = new RegExp(rule.pattern, 'u');
    } catch (error) {
      diagnostics.add(
        source.problem(
          [rule.name, 'pattern'],
          `not a valid regular expression (${(error as Error).message})`,
          'write an ECMAScript regular expression, e.g. ^6\\d{7}$',
        ),
      );
      continue;
    }
    for (const [i, value] of (rule.examples?.valid ?? []).entries()) {
      if (!regex.test(value.trim()) || (rule.maxLength && value.trim().length > rule.maxLength)) {
        diagnostics.add(
          source.problem(
            [rule.name, 'examples', 'valid', i],
            `valid example "${value}" is rejected by the rule`,
            'fix the pattern or move the example to invalid',
          ),
        );
      }
    }
    for (const [i, value] of (rule.examples?.invalid ?? []).entries()) {
      if (regex.test(value.trim()) && !(rule.maxLength && value.trim().length > rule.maxLength)) {
        diagnostics.add(
          source.problem(
            [rule.name, 'examples', 'invalid', i],
            `invalid example "${value}" is accepted by the rule`,
            'fix the pattern or move the example to valid',
          ),
        );
      }
    }
  }
}
