/**
 * Redirect targets (returnUrl, short links, payment redirectUrl, CMS and banner links, the language
 * proxy, forced flows) must stay on this site. Only a same-origin path is accepted; everything else
 * (other hosts, protocol-relative `//x`, backslash tricks `/\x`, schemes like `javascript:` or
 * `https:x`, encoded slashes, control characters) is refused.
 *
 * The check validates the input, normalises it the way the browser does (dot segments, encoding), and
 * then checks its own result again: normalising can turn a harmless-looking input into a dangerous
 * one (`/.//evil.example`, `/%2e//evil.example`, `/a/..//evil.example` all become `//evil.example`).
 * The result is returned only when checking it again yields it unchanged, so it never starts with
 * `//` or `/\` and whatever the router or the browser does with it stays on this site.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** What the browser and React Router treat as leaving the page's origin: a scheme or `//`, `/\`, `\\`. */
const OFF_SITE = /^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i;
const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/** Validates and normalises once; undefined when the input is not a same-origin path. */
function normalise(target: string, origin: string): string | undefined {
  const value = target.trim();
  if (!value.startsWith('/') || OFF_SITE.test(value) || CONTROL.test(value) || value.includes('\\')) return undefined;
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
  if (OFF_SITE.test(decoded) || decoded.includes('\\') || CONTROL.test(decoded) || /^\/+[a-z][a-z0-9+.-]*:/i.test(decoded)) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return undefined;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return result.startsWith('/') && !OFF_SITE.test(result) ? result : undefined;
}

export function safeRedirectPath(target: unknown, origin = PLACEHOLDER_ORIGIN): string | undefined {
  if (typeof target !== 'string') return undefined;
  const first = normalise(target, origin);
  if (first === undefined) return undefined;
  // The result must itself pass the check unchanged (a fixed point), or it is refused.
  return normalise(first, origin) === first ? first : undefined;
}

/** The target if it is safe, else the fallback (the dashboard or home, as the caller decides). */
export function redirectTarget(target: unknown, fallback: string, origin?: string): string {
  return safeRedirectPath(target, origin) ?? fallback;
}
