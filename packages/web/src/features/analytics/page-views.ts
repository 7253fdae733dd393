import { PAGE_SESSION_STORAGE_KEY, type PageViewRequest } from '@clearbill/shared';

/** What the reporter reads from the browser; handed in so tests can give their own. */
export interface BrowserPrivacy {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Do-Not-Track ('1') or Global Privacy Control set: nothing is sent at all. */
export function trackingRefused(nav: BrowserPrivacy): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * The tab's random id, made on the first view and kept in sessionStorage (so it ends with the tab and is
 * never shared with another tab or sent as a cookie). Storage refused: a fresh id each view.
 */
export function tabSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const known = storage?.getItem(PAGE_SESSION_STORAGE_KEY);
    if (known && /^[0-9a-f-]{36}$/i.test(known)) return known;
    const fresh = crypto.randomUUID();
    storage?.setItem(PAGE_SESSION_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

/** The page view for a location: the path alone (the server also drops any query and fragment). */
export function pageViewFor(pathname: string, sessionId: string): PageViewRequest {
  return { path: pathname.split(/[?#]/, 1)[0] || '/', sessionId };
}

export interface ReportDeps {
  nav: BrowserPrivacy;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  send: (body: PageViewRequest) => void;
}

/** Reports one page view unless the browser asked not to be tracked. Returns whether it sent one. */
export function reportPageView(pathname: string, deps: ReportDeps): boolean {
  if (trackingRefused(deps.nav)) return false;
  deps.send(pageViewFor(pathname, tabSessionId(deps.storage)));
  return true;
}

/** The browser's own: no credentials, no cookie, fire and forget (a lost view is only a lost count). */
export function browserDeps(): ReportDeps {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  let storage: Storage | null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked (some privacy settings): a fresh id per view.
    storage = null;
  }
  return {
    nav: { doNotTrack: nav.doNotTrack, globalPrivacyControl: nav.globalPrivacyControl === true },
    storage,
    send: (body) => {
      void fetch('/api/page-views', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}
