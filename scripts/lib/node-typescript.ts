import { register } from 'tsx/cjs/api';

/**
 * Vite loads its config (and what it imports: the sandbox for `npm start`, the route table) as a plain
 * Node bundle. The generated modules that join the campaigns' own modules read those from the disk when
 * not run by Vite (generated/parts.ts), and they are TypeScript: tsx's require hook lets Node load them.
 * vite.config.ts imports this first, so the hook is in place before any generated module runs.
 */
register();
