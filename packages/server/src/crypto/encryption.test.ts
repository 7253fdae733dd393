import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Encryptor, parseKey } from './encryption';

describe('AES-256-GCM encryptor', () => {
  const enc = new Encryptor(randomBytes(32));

  it('round-trips and never repeats a ciphertext', () => {
    const a = enc.encrypt('Member ID W123456789');
    expect(enc.decrypt(a)).toBe('Member ID W123456789');
    expect(enc.encrypt('Member ID W123456789')).not.toBe(a);
    expect(a).not.toContain('W123456789');
  });

  it('refuses a tampered ciphertext and a wrong key', () => {
    const sealed = enc.encrypt('secret');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => enc.decrypt([parts[0], parts[1], parts[2], data.toString('base64url')].join('.'))).toThrow();
    expect(() => new Encryptor(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('seals files: a round trip across many slices, never the plain bytes, and refuses altered ones', () => {
    const plain = randomBytes(3 * 1024 * 1024 + 17);
    const sealed = enc.sealBytes(plain);
    expect(sealed.length).toBe(plain.length + 28);
    expect(enc.openBytes(sealed).equals(plain)).toBe(true);
    expect(sealed.includes(plain.subarray(1000, 1064))).toBe(false);
    expect(enc.openBytes(enc.sealBytes(new Uint8Array(0))).length).toBe(0);
    const altered = Buffer.from(sealed);
    altered[2_000_000] = (altered[2_000_000] ?? 0) ^ 1;
    expect(() => enc.openBytes(altered)).toThrow();
    expect(() => new Encryptor(randomBytes(32)).openBytes(sealed)).toThrow();
  });

  it('reads keys as hex or base64 and refuses the wrong length', () => {
    const key = randomBytes(32);
    expect(parseKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseKey('too-short')).toThrow(/32 bytes/);
  });
});
