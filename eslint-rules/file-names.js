// @ts-check
import { basename, relative } from 'node:path';

/**
 * One way to name a file: kebab-case (`order-api.ts`, `use-wallets.ts`), or PascalCase for a module of
 * React components (`OrderPanel.tsx`). A file's name is how it is found: `useSpecFormState.ts` beside
 * `use-wallets.ts` makes a reader guess.
 */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*(\.[a-z0-9]+)*$/;

/** @type {import('eslint').Rule.RuleModule} */
export const fileNames = {
  meta: {
    type: 'suggestion',
    messages: {
      name: '{{name}}: name a file in kebab-case ({{kebab}}), or in PascalCase if it is a .tsx module of React components.',
    },
    schema: [],
  },
  create(context) {
    const file = relative(context.cwd, context.filename);
    const name = basename(file);
    const stem = name.replace(/\.(d\.)?m?[jt]sx?$/, '');
    const tsx = name.endsWith('.tsx');
    if (KEBAB.test(stem) || (tsx && PASCAL.test(stem))) return {};
    const kebab = `${stem
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/_/g, '-')
      .toLowerCase()}${name.slice(stem.length)}`;
    return {
      Program(node) {
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { name, kebab } });
      },
    };
  },
};
