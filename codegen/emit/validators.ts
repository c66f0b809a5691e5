import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { RuleSpec, Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { inlineRuntime } from './standalone';

/** The JSON Schema of one named rule, applied to the trimmed string value. */
export function ruleSchema(rule: RuleSpec): Record<string, unknown> {
  if (rule.name === 'required') return { type: 'string', minLength: 1 };
  return { type: 'string', pattern: rule.pattern, ...(rule.maxLength ? { maxLength: rule.maxLength } : {}) };
}

/**
 * Compiles every rule into ajv standalone ESM code. Compiling happens here, at codegen time; the
 * browser only runs the emitted functions, so no `new Function` is needed under the CSP.
 */
export function compileRules(rules: readonly RuleSpec[]): string {
  const ajv = new Ajv({ code: { source: true, esm: true, lines: true }, allErrors: false, strict: true });
  const exports: Record<string, string> = {};
  for (const rule of rules) {
    ajv.addSchema(ruleSchema(rule), `rule:${rule.name}`);
    exports[rule.name] = `rule:${rule.name}`;
  }
  return inlineRuntime(standaloneCode(ajv, exports));
}

export function emitValidators(spec: Spec): GeneratedFile[] {
  const sources = [spec.files.validation];
  const names = spec.rules.map((r) => r.name);
  const declarations = names.map((n) => `export declare const ${n}: CompiledRule;`).join('\n');
  const index = [
    header(sources),
    `import * as compiled from './rules.js';`,
    '',
    `export type RuleName = ${names.map((n) => `'${n}'`).join(' | ')};`,
    `export const ruleNames: readonly RuleName[] = ${literal(names)};`,
    '',
    `/** The message key (i18n namespace validation) of each rule. */`,
    `export const ruleMessages: Record<RuleName, string> = ${literal(Object.fromEntries(spec.rules.map((r) => [r.name, r.message])))};`,
    '',
    `/** Each rule's meaning, in the seeds' words. */`,
    `export const ruleDescriptions: Record<RuleName, string> = ${literal(Object.fromEntries(spec.rules.map((r) => [r.name, r.description])))};`,
    '',
    `/** Maximum lengths that rules imply, for the inputs' maxlength. */`,
    `export const ruleMaxLengths: Partial<Record<RuleName, number>> = ${literal(Object.fromEntries(spec.rules.filter((r) => r.maxLength).map((r) => [r.name, r.maxLength])))};`,
    '',
    `export const ruleValidators: Record<RuleName, (value: unknown) => boolean> = {`,
    ...names.map((n) => `  ${n}: (value) => compiled.${n}(value) === true,`),
    `};`,
    '',
  ].join('\n');
  return [
    { path: 'validation/rules.js', content: `${header(sources)}${compileRules(spec.rules)}\n` },
    {
      path: 'validation/rules.d.ts',
      content: `${header(sources)}/** An ajv standalone validator: true when the value passes. */\nexport type CompiledRule = ((value: unknown) => boolean) & { errors?: unknown[] | null };\n${declarations}\n`,
    },
    { path: 'validation/index.ts', content: index },
    // Apart from index.ts, which brings every compiled rule: a page that only reads a number needs the pattern.
    {
      path: 'validation/patterns.ts',
      content: [
        header(sources),
        `// The rules written as one pattern, one export each (a page keeps only those it reads), for code that`,
        `// reads such a value outside a form: a number typed with its prefix.`,
        ...spec.rules.filter((r) => r.pattern).map((r) => `export const ${r.name} = ${JSON.stringify(r.pattern)};`),
        '',
      ].join('\n'),
    },
  ];
}
