import type { Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';

/** spec/app.yaml as typed constants: languages, formats, breakpoints, config keys, section-9 constants. */
export function emitAppConfig(spec: Spec): GeneratedFile[] {
  // campaignTextLengths is for codegen's checks of the campaign files, not for the browser.
  const { constants, configKeys, security, campaignTextLengths: _checkedAtBuild, ...settings } = spec.app;
  // One export per setting and per constant, imported as a namespace (import * as app): the bundler keeps
  // in a page's code only those the page reads, where one object would bring them all to every page.
  const exports = (values: Record<string, unknown>) =>
    Object.entries(values).map(([name, value]) => `export const ${name} = ${literal(value)} as const;`);
  const content = [
    header([spec.files.app]),
    `// The portal's settings (spec/app.yaml): import * as app from '@generated/app'.`,
    ...exports(settings),
    '',
    `/** System configuration keys read through GET /system/configs. */`,
    `export const configKeys = ${literal(configKeys)} as const;`,
    'export type ConfigKey = (typeof configKeys)[number];',
    '',
  ].join('\n');
  const constantsContent = [
    header([spec.files.app]),
    `// Business constants of both seeds' section 9, units in their names: import * as constants from '@generated/constants'.`,
    ...exports(constants),
    '',
  ].join('\n');
  // Only the code that creates a policy or loads the chat
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
    { path: 'constants.ts', content: constantsContent },
    { path: 'security.ts', content: securityContent },
  ];
}
