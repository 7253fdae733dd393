import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyLocalDefaults } from './local-defaults';

describe('the project .env for the command-line tools', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cb-env-'));
  mkdirSync(path.join(root, 'sets'));

  it('fills unset variables, never overrides the environment, and skips a folder that is missing', () => {
    writeFileSync(path.join(root, '.env'), 'CODESETS_DIR=sets\nLOG_LEVEL=warn\nDATA_DIR=./data\n');
    const env: NodeJS.ProcessEnv = { DATA_DIR: '/elsewhere' };
    expect(applyLocalDefaults(env, root).sort()).toEqual(['CODESETS_DIR', 'LOG_LEVEL']);
    expect(env).toEqual({ DATA_DIR: '/elsewhere', CODESETS_DIR: path.join(root, 'sets'), LOG_LEVEL: 'warn' });

    writeFileSync(path.join(root, '.env'), 'CODESETS_DIR=not-here\n');
    const bare: NodeJS.ProcessEnv = {};
    expect(applyLocalDefaults(bare, root)).toEqual([]);
    expect(bare.CODESETS_DIR).toBeUndefined();
  });
});
