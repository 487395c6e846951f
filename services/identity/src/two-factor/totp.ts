/** RFC 6238 codes (SHA-1, 6 digits, 30 s) with the otpauth package, and QR codes drawn here. */
import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { PRODUCT } from '@rawi/proto';

const PERIOD_SECONDS = 30;
/** One step either side: a code from the previous or next 30 s still counts (clock drift). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label = PRODUCT) =>
  new OTPAuth.TOTP({
    issuer: PRODUCT,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, username: string): string => totpOf(secret, username).toString();

/** The otpauth:// URI as an SVG QR code, drawn locally (no third-party service sees the secret). */
export const qrSvg = (url: string): Promise<string> =>
  QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

/** The time step the code belongs to, or undefined when it matches none in the window. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const randomGroup = () => [...randomBytes(5)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** Ten single-use codes such as `k7m2p-x9qrt`, shown once. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);

/** Recovery codes are random enough for a plain hash; only hashes are stored. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);
