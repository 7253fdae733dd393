import { describe, expect, it } from 'vitest';
import { PAGE_SESSION_STORAGE_KEY, type PageViewRequest } from '@clearbill/shared';
import { pageViewFor, reportPageView, tabSessionId, trackingRefused } from './page-views';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
  };
}

describe('page views', () => {
  it('send nothing when Do-Not-Track is 1 or Global Privacy Control is on', () => {
    for (const nav of [
      { doNotTrack: '1' },
      { globalPrivacyControl: true },
      { doNotTrack: '1', globalPrivacyControl: true },
    ]) {
      const sent: PageViewRequest[] = [];
      const storage = memoryStorage();
      expect(reportPageView('/pricing', { nav, storage, send: (b) => sent.push(b) })).toBe(false);
      expect(sent).toEqual([]);
      // Not even an id is made.
      expect(storage.data.size).toBe(0);
    }
    expect(trackingRefused({ doNotTrack: '0' })).toBe(false);
    expect(trackingRefused({ doNotTrack: null, globalPrivacyControl: false })).toBe(false);
  });

  it('send the path and one random id per tab session, reused across views', () => {
    const sent: PageViewRequest[] = [];
    const storage = memoryStorage();
    const deps = { nav: { doNotTrack: null }, storage, send: (b: PageViewRequest) => sent.push(b) };
    expect(reportPageView('/', deps)).toBe(true);
    reportPageView('/analysis/123', deps);
    expect(sent.map((s) => s.path)).toEqual(['/', '/analysis/123']);
    expect(sent[0]?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.sessionId).toBe(sent[0]?.sessionId);
    expect(storage.data.get(PAGE_SESSION_STORAGE_KEY)).toBe(sent[0]?.sessionId);
    // Only the two fields: no account, no time zone, no screen size.
    expect(Object.keys(sent[0] ?? {}).sort()).toEqual(['path', 'sessionId']);
  });

  it('drop query and fragment; a new tab (empty storage) gets a new id', () => {
    expect(pageViewFor('/codes?query=diabetes#top', 'x').path).toBe('/codes');
    expect(tabSessionId(memoryStorage())).not.toBe(tabSessionId(memoryStorage()));
    expect(tabSessionId(null)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
