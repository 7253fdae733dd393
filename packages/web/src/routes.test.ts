import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pagesDir = new URL('./pages/', import.meta.url);
const routesSource = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
const pageFiles = readdirSync(pagesDir).filter((name) => name.endsWith('.tsx') && !name.includes('.test.'));

describe('route table', () => {
  it('imports no page statically: every page is its own chunk', () => {
    expect(routesSource).not.toMatch(/^import [^;]*from '@\/pages\//m);
  });

  it('loads every page file lazily, and each lazily loaded page exists', () => {
    const lazyPages = [...routesSource.matchAll(/lazy\(\(\) => import\('@\/pages\/(\w+)'\)\)/g)].map(
      (match) => `${match[1] ?? ''}.tsx`,
    );
    expect(lazyPages.toSorted()).toEqual(pageFiles.toSorted());
  });

  it('never wraps a page in React.lazy twice (React refuses a lazy that resolves to a lazy)', () => {
    for (const name of pageFiles) {
      expect(readFileSync(new URL(name, pagesDir), 'utf8'), name).not.toMatch(/\blazy\(/);
    }
  });

  it('keeps page files thin: the screen lives in features/', () => {
    for (const name of pageFiles) {
      const lines = readFileSync(new URL(name, pagesDir), 'utf8').trimEnd().split('\n').length;
      expect(lines, name).toBeLessThanOrEqual(16);
    }
  });
});
