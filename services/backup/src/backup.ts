/**
 * Takes one archive of the whole site at one point in time: writes are paused on every service
 * instance (and acknowledged by each) for the length of the copy, the event relays are given a
 * moment to drain, then every database and every media object is streamed into the archive.
 * On a replica set the documents are also read from one snapshot.
 */
import type { Writable } from 'node:stream';
import { connect as connectNats, type NatsConnection } from '@nats-io/transport-node';
import { freezeWrites, type WriteFreeze } from '@rawi/kit';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type Manifest } from './archive/format.ts';
import { ArchiveWriter } from './archive/writer.ts';
import { dumpBucket, s3Client } from './bucket.ts';
import type { BackupConfig } from './config.ts';
import { dumpDatabases } from './databases.ts';
import { waitForRelays } from './settle.ts';
import { connectSiteDatabases } from './site-databases.ts';

const RELAY_DRAIN_MS = 10_000;

export interface BackupOptions {
  /** Pause writes on every service during the copy (needs NATS_URL). */
  pauseWrites?: boolean;
  /** How long to wait, once writes are paused, for events still waiting to be relayed. */
  relayDrainMs?: number;
  log?: (line: string) => void;
}

export async function takeBackup(
  config: BackupConfig,
  output: Writable,
  { pauseWrites = true, relayDrainMs = RELAY_DRAIN_MS, log = () => undefined }: BackupOptions = {},
): Promise<Manifest> {
  if (pauseWrites && !config.natsUrl)
    throw new Error('NATS_URL is needed to pause writes during the copy (or pass --no-pause-writes)');
  const site = await connectSiteDatabases(config.mongoUrls);
  let nc: NatsConnection | undefined;
  let freeze: WriteFreeze | undefined;
  const writer = new ArchiveWriter(output);
  try {
    if (pauseWrites) {
      nc = await connectNats({ servers: config.natsUrl!, name: 'rawi-backup' });
      freeze = await freezeWrites(nc, { replicas: config.natsReplicas });
      log(`writes paused on ${freeze.instances.length} service instances`);
    }
    const pendingEvents = await waitForRelays(site, pauseWrites ? relayDrainMs : 0);
    const snapshotReads = await site.startSnapshots();
    const createdAt = new Date().toISOString();
    await writer.writeHeader();
    const databases = await dumpDatabases(site, writer);
    const media = await dumpBucket(s3Client(config.media), config.media.bucket, writer);
    return await writer.finish({
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt,
      consistency: { writesPaused: Boolean(freeze), snapshotReads, pendingEvents },
      databases,
      media,
    });
  } catch (error) {
    writer.abort(error as Error);
    throw error;
  } finally {
    await freeze?.release().catch(() => undefined);
    if (freeze) log('writes resumed');
    await nc?.close();
    await site.close();
  }
}
