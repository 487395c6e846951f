/**
 * TOTP secrets are stored encrypted (AES-256-GCM) with TOTP_ENCRYPTION_KEY (32 bytes, base64),
 * which the Helm chart generates and keeps; without it the key is derived from the token
 * signing key (HKDF), so a local run works and a leaked database alone reveals no secret.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

export function secretKeyFrom(config: {
  TOTP_ENCRYPTION_KEY?: string | undefined;
  JWT_PRIVATE_KEY: string;
}): Buffer {
  if (config.TOTP_ENCRYPTION_KEY) return Buffer.from(config.TOTP_ENCRYPTION_KEY, 'base64');
  return Buffer.from(hkdfSync('sha256', config.JWT_PRIVATE_KEY, 'rawi-identity', 'totp-secrets', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes (base64)');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !data) throw new Error('unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
