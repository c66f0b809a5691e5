import { register } from 'tsx/cjs/api';

/**
 * Vite loads its config (and what it imports: the sandbox for `npm start`, the route table) as a plain
 * Node bundle. The modules that join the campaigns' generated modules read those from the disk when not
 * run by Vite (src/shared/campaign-files/on-disk.ts), and they are TypeScript: tsx's require hook lets Node
 * load them. vite.config.ts imports this first, so the hook is in place before any of them runs.
 */
register();
