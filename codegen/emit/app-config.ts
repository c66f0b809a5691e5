import type { Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';

/** spec/app.yaml as typed constants: languages, formats, breakpoints, config keys, section-9 constants. */
export function emitAppConfig(spec: Spec): GeneratedFile[] {
  const { constants, configKeys, ...settings } = spec.app;
  const content = [
    header([spec.files.app]),
    `/** The portal's settings (spec/app.yaml). */`,
    `export const app = ${literal(settings)} as const;`,
    '',
    `/** Business constants of both seeds' section 9; units are in the names. */`,
    `export const constants = ${literal(constants)} as const;`,
    '',
    `/** System configuration keys read through GET /system/configs. */`,
    `export const configKeys = ${literal(configKeys)} as const;`,
    'export type ConfigKey = (typeof configKeys)[number];',
    '',
  ].join('\n');
  return [{ path: 'app.ts', content }];
}
