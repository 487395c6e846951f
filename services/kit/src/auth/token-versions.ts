/**
 * Revocation that every verifier enforces within a second. Identity bumps a user's token
 * version on deactivation, a role change, a password change or reset and sign-out, and marks a
 * deleted user; each session token carries the version it was issued under (`ver`). Identity
 * writes the current version to a NATS KV bucket, and every verifier (the gateway and each
 * service) watches the bucket, so a token older than its user's version is refused everywhere
 * as soon as the watch delivers the change (milliseconds).
 *
 * Fail safe: until the first full read of the bucket, and once the NATS connection has been
 * down longer than `maxStalenessMs`, signed-in requests are answered 503 instead of trusting a
 * view that may have missed a revocation.
 */
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  SESSION_CHECK_UNAVAILABLE,
  SESSION_ENDED,
  TOKEN_VERSION_DELETED,
  TOKEN_VERSIONS_BUCKET,
} from '@rawi/proto';
import { errors } from '../http/errors.ts';
import type { Logger } from '../logger.ts';

export const DEFAULT_REVOCATION_STALENESS_MS = 5_000;
const SYNC_TIMEOUT_MS = 15_000;

export interface TokenVersionOptions {
  /** JetStream replicas of the bucket (the event stream's). */
  replicas?: number;
  /** How long a lost NATS connection is tolerated before signed-in requests are refused. */
  maxStalenessMs?: number;
}

export async function openTokenVersionBucket(nc: NatsConnection, replicas = 1): Promise<KV> {
  // History 1: only the current version matters.
  return new Kvm(nc).create(TOKEN_VERSIONS_BUCKET, { history: 1, replicas });
}

export class TokenVersions {
  /** User id → the lowest token version still accepted (Infinity once deleted). */
  private readonly minimum = new Map<string, number>();
  private synced = false;
  private downSince: number | null = null;
  private stopWatch: (() => void) | undefined;

  private readonly maxStalenessMs: number;
  private readonly now: () => number = Date.now;

  private constructor(maxStalenessMs: number) {
    this.maxStalenessMs = maxStalenessMs;
  }

  /** Opens the bucket, reads it whole and keeps watching it and the connection. */
  static async watch(
    nc: NatsConnection,
    logger: Logger,
    { replicas = 1, maxStalenessMs = DEFAULT_REVOCATION_STALENESS_MS }: TokenVersionOptions = {},
  ): Promise<TokenVersions> {
    const versions = new TokenVersions(maxStalenessMs);
    const kv = await openTokenVersionBucket(nc, replicas);
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect' && versions.downSince === null) {
          versions.downSince = versions.now();
          logger.warn('token versions: NATS connection lost');
        } else if (status.type === 'reconnect') {
          versions.downSince = null;
          logger.info('token versions: NATS connection back');
        }
      }
    })();
    const initialCount = (await kv.status()).values;
    const watcher = await kv.watch({ key: '>' });
    versions.stopWatch = () => watcher.stop();
    let markSynced: () => void = () => undefined;
    const synced = new Promise<void>((resolve) => (markSynced = resolve));
    if (initialCount === 0) {
      versions.synced = true;
      markSynced();
    }
    void (async () => {
      for await (const entry of watcher) {
        if (entry.operation === 'PUT') versions.apply(entry.key, entry.string());
        if (!versions.synced && entry.delta === 0) {
          versions.synced = true;
          markSynced();
        }
      }
    })();
    const timeout = setTimeout(() => markSynced(), SYNC_TIMEOUT_MS);
    await synced;
    clearTimeout(timeout);
    if (!versions.synced) logger.warn('token versions: not read yet; signed-in requests wait for them');
    return versions;
  }

  /** For units without NATS: a view that is always current. */
  static fixed(entries: Record<string, number | typeof TOKEN_VERSION_DELETED> = {}): TokenVersions {
    const versions = new TokenVersions(DEFAULT_REVOCATION_STALENESS_MS);
    for (const [id, value] of Object.entries(entries)) versions.apply(id, String(value));
    versions.synced = true;
    return versions;
  }

  apply(userId: string, value: string): void {
    if (value === TOKEN_VERSION_DELETED) {
      this.minimum.set(userId, Number.POSITIVE_INFINITY);
      return;
    }
    const version = Number(value);
    if (Number.isInteger(version) && version >= (this.minimum.get(userId) ?? 0))
      this.minimum.set(userId, version);
  }

  /** Throws 401 for a revoked token, 503 when the view cannot be trusted. */
  assertCurrent(userId: string, tokenVersion: number): void {
    if (!this.synced) throw errors.unavailable(SESSION_CHECK_UNAVAILABLE);
    if (this.downSince !== null && this.now() - this.downSince > this.maxStalenessMs) {
      throw errors.unavailable(SESSION_CHECK_UNAVAILABLE);
    }
    if (tokenVersion < (this.minimum.get(userId) ?? 0)) throw errors.unauthorized(SESSION_ENDED);
  }

  /** Whether signed-in requests can be checked now (readiness). */
  isCurrent(): boolean {
    return this.synced && (this.downSince === null || this.now() - this.downSince <= this.maxStalenessMs);
  }

  stop(): void {
    this.stopWatch?.();
  }
}
