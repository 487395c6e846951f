import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

export function generateJwtKeys(): KeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The local run's token keys: made once in the data folder, kept across runs. */
export function jwtKeysIn(dir: string): KeyPair {
  const pub = join(dir, 'jwt-public.pem');
  const priv = join(dir, 'jwt-private.pem');
  if (!existsSync(pub) || !existsSync(priv)) {
    mkdirSync(dir, { recursive: true });
    const keys = generateJwtKeys();
    writeFileSync(priv, keys.privateKey, { mode: 0o600 });
    writeFileSync(pub, keys.publicKey);
  }
  return { publicKey: readFileSync(pub, 'utf8'), privateKey: readFileSync(priv, 'utf8') };
}
