/**
 * Reads a `?redirect=` target and keeps it only when it is a path on this site: one leading slash,
 * not '//' or '/\' (both leave the site in browsers), no scheme, no control characters.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, 'https://clearbill.invalid');
    if (url.origin !== 'https://clearbill.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The current path plus query, for sending the visitor back after sign-in. */
export function authPathWithRedirect(target: string): string {
  return `/auth?redirect=${encodeURIComponent(target)}`;
}
