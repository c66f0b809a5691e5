// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import portal from './eslint-rules/index.js';

const root = import.meta.dirname;
const code = '{ts,tsx,mts}';

/** Issue 32 F2: a Trusted Types policy the CSP does not list breaks its page. */
const trustedTypesPolicyName = {
  selector: "CallExpression[callee.property.name='createPolicy'] > :first-child:not(MemberExpression[object.name='trustedTypesPolicies'])",
  message:
    'Name a Trusted Types policy as trustedTypesPolicies.<name> (@generated/security; add it to spec/app.yaml security.trustedTypesPolicies), so the CSP lists it.',
};

export default tseslint.config(
  {
    ignores: [
      'generated/',
      'dist/',
      'dist-*/',
      'test-results/',
      'test-results-*/',
      'playwright-report/',
      '.campaign-fixture/',
      '.bench-scale/',
      '.bench-dev/',
      '.tmp/',
      '.vite/',
      'tests/codegen/fixtures/**/expected/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    rules: {
      // React Router loaders throw redirect() and the msw sandbox throws HttpResponse: both are Responses by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'msw', name: 'HttpResponse' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
          allowRethrowing: true,
        },
      ],
      // 130 findings, all harmless `!`/`as` left after types got narrower: one `eslint --fix --rule` pass when the tree is quiet.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // async functions without await satisfy Promise-returning contracts (loaders, kind renderers, test stubs).
      '@typescript-eslint/require-await': 'off',
      // The `_name` convention that tsc's noUnusedParameters also honours.
      // Re-rejecting a caught value passes it on as it is.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      // React ignores what an event handler returns; async handlers report their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['codegen/load/**', 'codegen/link/**', 'codegen/checks/**', 'scripts/lib/**', 'tests/**'],
    rules: {
      // These walk parsed YAML/JSON and response bodies (any); the ajv schemas and the assertions are the type checks.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // expect(mock.method) and vi.spyOn pass methods unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  { files: [`src/**/*.tsx`], ...jsxA11y.flatConfigs.recommended },
  {
    files: [`src/**/*.tsx`],
    rules: {
      // Responsive tables restate row/cell roles because display:block on narrow screens drops the implicit ones.
      'jsx-a11y/no-redundant-roles': 'off',
      'jsx-a11y/no-interactive-element-to-noninteractive-role': 'off',
      // Scrollable regions take tabIndex=0 so keyboard users can scroll them (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    files: ['src/shared/forms/widgets/**'],
    rules: {
      // The widgets pass on rjsf's autofocus, which a form opts into in its spec (ui:autofocus).
      'jsx-a11y/no-autofocus': 'off',
      // rjsf's WidgetProps types value and options as any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  // src only: the use* helpers in tests (useSandboxServer) register vitest hooks, not React ones.
  { files: [`src/**/*.${code}`], ...reactHooks.configs.flat.recommended },
  {
    files: [`src/**/*.${code}`],
    rules: {
      // React Compiler diagnostics: the app is not built with the compiler, and these flag patterns it cannot optimise
      // (refs read in render, setState in effects, dynamic component lookup), not hook-rule bugs. Revisit if it is adopted.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
    },
  },
  {
    files: [`src/**/*.${code}`],
    rules: {
      // Issue 32 F2: a Trusted Types policy the CSP does not list breaks its page. Its name comes from
      // spec/app.yaml (generated/security.ts), from which the served CSP is built too.
      'no-restricted-syntax': ['error', trustedTypesPolicyName],
    },
  },
  {
    files: [`src/features/**/*.${code}`],
    ignores: [`src/features/**/*.test.${code}`],
    rules: {
      // Issue 49: every time rule reads the one clock (src/shared/clock.ts: the API's time, or the preview's
      // instant); a duration is measured with performance.now(), which no clock setting moves.
      'no-restricted-syntax': [
        'error',
        trustedTypesPolicyName,
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read now() from '@/shared/clock' for a moment, or performance.now() for a duration.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read now() from '@/shared/clock': the device's day is not the operator's, nor the preview's.",
        },
      ],
    },
  },
  // The layers, import cycles and file names (eslint-rules/): every way a module names another counts
  // (import, export from, import(), import.meta.glob), at any depth; tests/unit/build/lint-zones.test.ts pins each.
  {
    files: [`src/**/*.${code}`, `codegen/**/*.${code}`, `scripts/**/*.${code}`, `tests/**/*.${code}`, 'eslint-rules/*.js'],
    ignores: ['tests/codegen/fixtures/**'],
    plugins: { portal },
    rules: { 'portal/layers': 'error', 'portal/no-cycle': 'error', 'portal/file-names': 'error' },
  },
  {
    files: [`src/**/*.${code}`, `scripts/**/*.${code}`, `tests/**/*.${code}`],
    rules: {
      // One name for the router, the one its types are augmented under (src/app/router/services-context.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Import from 'react-router' (RouterProvider from 'react-router/dom'): one name for the router.",
            },
          ],
        },
      ],
    },
  },
);
