import type { ScreenModule } from '@/shared/routing/screen';

type Load = () => Promise<ScreenModule>;

/**
 * Screen name (spec/routes.yaml `screen:`) -> its lazily loaded module, found by file name:
 * `src/features/<feature>/screens/<Screen>.tsx`. Each is its own chunk, so a public page never loads
 * the dashboard's or the forms' code. A route whose screen has no file renders RouteContent: its
 * title and the CMS page of its path.
 */
const modules = import.meta.glob<ScreenModule>('../../features/*/screens/*.tsx');

export const screens: Record<string, Load> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.tsx'.length), load]),
);

export const fallbackScreen: Load = () => import('@/features/content/RouteContent');
