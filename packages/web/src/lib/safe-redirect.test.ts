import { describe, expect, it } from 'vitest';
import { authPathWithRedirect, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/upload')).toBe('/upload');
    expect(safeRedirectPath('/analysis/42?tab=issues#top')).toBe('/analysis/42?tab=issues#top');
  });

  it('falls back for anything that could leave the site', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'upload',
      '/\u0000x',
      '/a\\b',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(target)).toBe('/dashboard');
    }
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//x', '/')).toBe('/');
  });
});

describe('authPathWithRedirect', () => {
  it('encodes the way back', () => {
    expect(authPathWithRedirect('/privacy?x=1')).toBe('/auth?redirect=%2Fprivacy%3Fx%3D1');
  });
});
