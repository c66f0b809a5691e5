import { routes } from '@generated/routes';

const protectionPaths = Object.values(routes)
  .filter((r) => r.variant === 'protection')
  .flatMap((r) => Object.values(r.paths));

/** The path's first segment that marks the browsing-protection area (`narsyk`), from its route paths. */
const segments = new Set(protectionPaths.map((p) => p!.split('/').filter(Boolean).find((s) => s !== 'en' && s !== 'ru')!));

/** Core §2: a separate app variant, with its own root, when the path contains the protection segment. */
export function variantOf(pathname: string): 'main' | 'protection' {
  return pathname.split('/').some((segment) => segments.has(segment)) ? 'protection' : 'main';
}
