import { createCipheriv, createDecipheriv, randomBytes, type CipherGCM, type DecipherGCM } from 'node:crypto';

const VERSION = 'v1';
/** iv (12 bytes) and GCM tag (16) before a sealed file's ciphertext. */
const SEALED_HEADER = 28;
/** Bytes enciphered per step: the only temporary copy a sealed file costs. */
const SLICE = 256 * 1024;

/** Runs `input` through a GCM cipher or decipher into `out` from `at`; returns where it ended. */
function pour(cipher: CipherGCM | DecipherGCM, input: Uint8Array, out: Buffer, at: number): number {
  let end = at;
  for (let i = 0; i < input.byteLength; i += SLICE) {
    end += cipher.update(input.subarray(i, i + SLICE)).copy(out, end);
  }
  // For a decipher, final() checks the tag: altered bytes throw here.
  return end + cipher.final().copy(out, end);
}

/** AES-256-GCM with a random 96-bit nonce per message; output `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export class Encryptor {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The encryption key must be 32 bytes.');
    this.key = key;
  }

  encrypt(plain: string | Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(
      '.',
    );
  }

  decryptToBuffer(sealed: string): Buffer {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unreadable sealed value.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  }

  /**
   * Binary form for files: `iv (12) | tag (16) | ciphertext`. Enciphered slice by slice straight into
   * the result, so a 10 MB upload costs its sealed copy only, not a second whole one on the way.
   */
  sealBytes(plain: Uint8Array): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const out = Buffer.allocUnsafe(SEALED_HEADER + plain.byteLength);
    iv.copy(out, 0);
    const end = pour(cipher, plain, out, SEALED_HEADER);
    cipher.getAuthTag().copy(out, 12);
    if (end !== out.length) throw new Error('Sealing produced an unexpected length.');
    return out;
  }

  /** The inverse of `sealBytes`, likewise into one buffer; throws when the bytes were altered. */
  openBytes(sealed: Uint8Array): Buffer {
    if (sealed.length < SEALED_HEADER) throw new Error('Unreadable sealed value.');
    const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    const decipher = createDecipheriv('aes-256-gcm', this.key, buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, SEALED_HEADER));
    const out = Buffer.allocUnsafe(buf.length - SEALED_HEADER);
    if (pour(decipher, buf.subarray(SEALED_HEADER), out, 0) !== out.length) {
      throw new Error('Unreadable sealed value.');
    }
    return out;
  }

  decrypt(sealed: string): string {
    return this.decryptToBuffer(sealed).toString('utf8');
  }
}

/** Accepts 32 bytes as 64 hex characters or as base64 / base64url. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new Error('ENCRYPTION_KEY must be 32 bytes: 64 hex characters or 44 base64 characters.');
  }
  return key;
}
