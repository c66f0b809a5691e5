import { routes } from '@/shared/routing/route-table';

const protectionPaths = Object.values(routes)
  .filter((r) => r.variant === 'protection')
  .flatMap((r) => Object.values(r.paths));

/** The path's first segment that marks the browsing-protection area (`narsyk`), from its route paths. */
const segments = new Set(
  protectionPaths.map((p) =>
    p!
      .split('/')
      .filter(Boolean)
      .find((s) => s !== 'en' && s !== 'ru')!,
  ),
);

/**
 * Core §2: a separate app variant, with its own root, when the path contains the protection segment.
 * A query or hash after the path (`/narsyk?status=1`) is not part of it.
 */
export function variantOf(path: string): 'main' | 'protection' {
  const pathname = path.split(/[?#]/, 1)[0]!;
  return pathname.split('/').some((segment) => segments.has(segment)) ? 'protection' : 'main';
}
