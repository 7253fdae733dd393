import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

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

  /** Binary form for files: `iv (12) | tag (16) | ciphertext`. */
  sealBytes(plain: Uint8Array): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]);
  }

  openBytes(sealed: Uint8Array): Buffer {
    if (sealed.length < 28) throw new Error('Unreadable sealed value.');
    const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    const decipher = createDecipheriv('aes-256-gcm', this.key, buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    return Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]);
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
