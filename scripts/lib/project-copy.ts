import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** What a working copy of the project needs to generate, build and serve itself (node_modules is linked). */
const ENTRIES = [
  'codegen',
  'deploy',
  'generated',
  'index.html',
  'package.json',
  'public',
  'scripts',
  'spec',
  'src',
  // The root tsconfig only refers to these two; the build's transform reads the app's.
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'vite.config.ts',
];

/**
 * A fresh copy of the project at `work`, for tools that change spec files as product staff would (the
 * campaign fixture's build, the development server's bench) without touching the repo's own.
 */
export function copyProject(root: string, work: string): void {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  for (const entry of ENTRIES) {
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(work, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
}
