import { loadEnv } from 'vite';

/**
 * The variables `npm run build`, `npm start` and `npm run dev` read, as one door: the shell's value, else
 * the project's .env files (.env, .env.local, .env.<mode>, .env.<mode>.local, as Vite reads them). Vite
 * itself gives .env files' VITE_ values to the bundle only; without this, a VITE_API_BASE_URL written in
 * .env would reach the app while prerendering and the built-in sandbox went on with the sandbox's data.
 * .env.example names each variable (tests/unit/deploy/env-example.test.ts holds it to the code).
 */
const CHECKS: Record<string, { valid: (value: string) => boolean; write: string } | undefined> = {
  // The app calls `${VITE_API_BASE_URL}/…` (src/shared/api/client.ts), and prerendering asks it from Node,
  // where only an absolute address means anything (unset, the app calls /api of its own site).
  VITE_API_BASE_URL: {
    valid: (value) => /^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(value) && !value.endsWith('/'),
    write: "the API's absolute address without a trailing slash, such as https://portal.example.lt/api",
  },
  PORT: { valid: (value) => /^\d{1,5}$/.test(value) && Number(value) > 0 && Number(value) < 65536, write: 'a port number, such as 5173' },
  VITE_BUILD_YEAR: { valid: (value) => /^\d{4}$/.test(value), write: 'a year, such as 2026' },
  VITE_APP_VERSION: { valid: (value) => /^[\w.+-]+$/.test(value), write: 'one word of letters, digits and . + -, such as 1.4.0+3f2a9c' },
  // Checked where the sandbox reads it (src/sandbox/api-clock.ts).
  SANDBOX_AT: undefined,
};

export const BUILD_VARIABLES = Object.keys(CHECKS);

/** Puts each build variable's value (the shell's, else the .env files') in process.env, checked. */
export function loadBuildEnv(mode: string, root = process.cwd()): void {
  const values = loadEnv(mode, root, '');
  for (const name of BUILD_VARIABLES) {
    const value = values[name];
    if (value === undefined) continue;
    const check = CHECKS[name];
    if (check && !check.valid(value)) {
      throw new Error(`${name}=${value} (in the environment or a .env file) is not one the build can use: write ${check.write}.`);
    }
    process.env[name] = value;
  }
}
