import type { configKeys } from '@generated/app';

/** The on/off keys of spec/app.yaml configKeys: those named `...Enabled`. */
export type ConfigFlag = Extract<(typeof configKeys)[number], `${string}Enabled`>;

/**
 * A config flag, read one way for every feature: "True", "true" or " TRUE " is on; any other value, a key the
 * API does not answer and configs that could not be read (undefined) are off, so what the flag opens stays
 * closed until the API says otherwise. Compare no config value with a string anywhere else
 * (tests/unit/build/one-reader.test.ts keeps it so).
 */
export function configFlag(configs: Readonly<Record<string, string | undefined>> | undefined, flag: ConfigFlag): boolean {
  return configs?.[flag]?.trim().toLowerCase() === 'true';
}
