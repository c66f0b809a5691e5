import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';

/**
 * Where an address from the API may lead: a portal path only if safeRedirectPath accepts it, an
 * outside address only over http(s). Anything else (javascript:, //host, encoded tricks) is dropped.
 */
export function linkTarget(url: string | null | undefined): { internal: string } | { external: string } | undefined {
  if (!url) return undefined;
  const value = url.trim();
  if (value.startsWith('/')) {
    const path = safeRedirectPath(value, typeof location === 'undefined' ? undefined : location.origin);
    return path ? { internal: path } : undefined;
  }
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { external: parsed.href } : undefined;
  } catch {
    return undefined;
  }
}

interface SafeLinkProps {
  url: string | null | undefined;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
}

/** A link to an API-given address, or nothing when the address is not safe to follow. */
export function SafeLink({ url, children, ...rest }: SafeLinkProps) {
  const target = linkTarget(url);
  if (!target) return null;
  if ('internal' in target)
    return (
      <Link to={target.internal} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={target.external} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
