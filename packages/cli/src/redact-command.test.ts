import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactCommand, redactLine } from './redact-command';

async function run(input: string, options: { jsonl?: boolean; file?: string } = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => (out += c.toString()));
  stderr.on('data', (c: Buffer) => (err += c.toString()));
  const code = await redactCommand({ ...options, stdin: Readable.from([input]), stdout, stderr });
  return { code, out, err };
}

describe('redact --jsonl', () => {
  it('answers each input line {"id","text"} with {"id","redactions","redacted"}', async () => {
    const input = [
      JSON.stringify({ id: 'a', text: 'Mr. Smith called his wife, Carol Buckley (201/324/1423).' }),
      '',
      JSON.stringify({ id: 7, text: 'No identifiers here: CPT 99213, $45.00.' }),
    ].join('\n');
    const { code, out } = await run(input, { jsonl: true });
    expect(code).toBe(0);
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0].id).toBe('a');
    expect(lines[0].redacted).toBe('Mr. [NAME] called his wife, [NAME] ([PHONE]).');
    expect(lines[0].redactions).toEqual([
      { start: 4, end: 9, phiType: 'name', confidence: expect.any(Number) },
      { start: 27, end: 40, phiType: 'name', confidence: expect.any(Number) },
      { start: 42, end: 54, phiType: 'phone', confidence: expect.any(Number) },
    ]);
    expect(lines[1]).toEqual({ id: 7, redactions: [], redacted: 'No identifiers here: CPT 99213, $45.00.' });
  });

  it('answers a line that is not {"id","text"} with an error line, never the input', () => {
    expect(JSON.parse(redactLine('not json'))).toEqual({ id: null, error: expect.any(String) });
    expect(JSON.parse(redactLine('{"id":"x","text":5}'))).toEqual({ id: 'x', error: expect.any(String) });
  });
});

describe('redact (plain text)', () => {
  it('prints the redacted text of standard input or a file', async () => {
    const text = 'Patient: Jana Wexler\nDOB: 06/02/1959\nTotal $234.56\n';
    expect((await run(text)).out).toBe('Patient: [NAME]\nDOB: [DOB]\nTotal $234.56\n');
    const dir = mkdtempSync(join(tmpdir(), 'redact-'));
    const file = join(dir, 'bill.txt');
    writeFileSync(file, text);
    expect((await run('', { file })).out).toBe('Patient: [NAME]\nDOB: [DOB]\nTotal $234.56\n');
  });

  it('fails with a message and no content for a missing file', async () => {
    const { code, err } = await run('', { file: '/nonexistent/bill.txt' });
    expect(code).toBe(1);
    expect(err).toContain('Cannot read');
  });

  it('runs from the command line without a database', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/cli/src/main.ts', 'redact', '--jsonl'],
      {
        input: JSON.stringify({ id: '1', text: 'Call Ann Whitley at 555-234-9876' }) + '\n',
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: 'postgres://invalid.invalid:1/none', DATA_DIR: '/nonexistent' },
        timeout: 60_000,
      },
    );
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ id: '1', redacted: 'Call [NAME] at [PHONE]' });
  });
});
