import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
  });

  it('reads the documented variables', () => {
    const c = loadConfig({
      PORT: '6000',
      DATA_DIR: '/tmp/cb',
      DATABASE_URL: 'postgres://u@h:5432/db',
      TRUST_PROXY: 'true',
    });
    expect(c).toMatchObject({
      port: 6000,
      dataDir: '/tmp/cb',
      databaseUrl: 'postgres://u@h:5432/db',
      trustProxy: true,
    });
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
  });
});
