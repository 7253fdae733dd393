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

  it('reads ADMIN_TOTP_SECRET as base32 (spaces, padding and case forgiven) and refuses anything else', () => {
    expect(loadConfig({ ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp jbsw y3dp ==' }).adminTotpSecret).toBe(
      'JBSWY3DPEHPK3PXPJBSWY3DP',
    );
    expect(loadConfig({}).adminTotpSecret).toBeUndefined();
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: 'JBSWY3DP' })).toThrow(/ADMIN_TOTP_SECRET: .*16 base32/);
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: '0123456789abcdef01' })).toThrow(
      /ADMIN_TOTP_SECRET: .*base32/,
    );
  });

  it('reads ENCRYPTION_KEY_FILE as an absolute path and says nothing about the key itself', () => {
    expect(loadConfig({ ENCRYPTION_KEY_FILE: '/etc/clearbill/key' }).encryptionKeyFile).toBe(
      '/etc/clearbill/key',
    );
    expect(loadConfig({}).encryptionKeyFile).toBeUndefined();
  });
});

describe('demo mode', () => {
  it('is off by default', () => {
    expect(loadConfig({}).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
  });

  it('turns on with DEMO_MODE=on outside production', () => {
    expect(loadConfig({ DEMO_MODE: 'on' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'on', NODE_ENV: 'development' }).demoMode).toBe(true);
  });

  it('is refused in production unless DEMO_MODE_ALLOW_PRODUCTION=yes', () => {
    expect(() => loadConfig({ DEMO_MODE: 'on', NODE_ENV: 'production' })).toThrow(
      /DEMO_MODE=on is refused when NODE_ENV=production/,
    );
    expect(
      loadConfig({ DEMO_MODE: 'on', NODE_ENV: 'production', DEMO_MODE_ALLOW_PRODUCTION: 'yes' }).demoMode,
    ).toBe(true);
  });

  it('refuses a value other than on or off', () => {
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/Invalid configuration: DEMO_MODE/);
  });
});
