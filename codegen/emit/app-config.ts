import type { Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';

/** spec/app.yaml as typed constants: languages, formats, breakpoints, config keys, section-9 constants. */
export function emitAppConfig(spec: Spec): GeneratedFile[] {
  const { constants, configKeys, security, ...settings } = spec.app;
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
  // Apart from app.ts, which every page loads: only the code that creates a policy or loads the chat
  // vendor, and the servers' headers, read these.
  const securityContent = [
    header([spec.files.app]),
    `/** The Trusted Types policies the portal creates, by name (spec/app.yaml security): the CSP lists exactly these. */`,
    `export const trustedTypesPolicies = ${literal(security.trustedTypesPolicies)} as const;`,
    '',
    `/** The chat vendor: where its script may come from and the CSP sources its widget needs (spec/app.yaml security). */`,
    `export const liveChatVendor = ${literal(security.liveChatVendor)} as const;`,
    '',
  ].join('\n');
  return [
    { path: 'app.ts', content },
    { path: 'security.ts', content: securityContent },
  ];
}
