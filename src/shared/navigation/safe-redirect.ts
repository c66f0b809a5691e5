/**
 * Redirect targets (returnUrl, short links, forced flows) must stay on this site. Only a same-origin
 * path is accepted; everything else (other hosts, protocol-relative `//x`, backslash tricks `/\x`,
 * schemes like `javascript:` or `https:x`, encoded slashes, control characters) is refused.
 */
const CONTROL = /[\u0000-\u001f\u007f]/;

export function safeRedirectPath(target: unknown, origin = 'https://portal.invalid'): string | undefined {
  if (typeof target !== 'string') return undefined;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || CONTROL.test(value)) return undefined;
  if (value.includes('\\')) return undefined;
  let decoded = value;
  // Decode repeatedly so that %2F%2F, %5C and double encodings cannot hide a second slash or a scheme.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return undefined;
    }
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL.test(decoded) || /^\/+[a-z][a-z0-9+.-]*:/i.test(decoded)) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The target if it is safe, else the fallback (the dashboard or home, as the caller decides). */
export function redirectTarget(target: unknown, fallback: string, origin?: string): string {
  return safeRedirectPath(target, origin) ?? fallback;
}
