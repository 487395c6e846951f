/**
 * `make backup` and `make restore ARCHIVE=…` for the local run's data (.data/, or RAWI_DATA_DIR).
 *
 *   node deploy/local/backup.ts backup            # into .data/backups/, the newest 10 kept
 *   node deploy/local/backup.ts restore FILE [--force]
 *
 * A backup works with `make run` running (its services pause writes during the copy) or
 * stopped (FerretDB, MinIO and NATS are started on the data for the copy). A restore needs
 * `make run` stopped, so that no service writes while the site is replaced.
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, startInfra, type Infra } from '../../services/kit/src/dev/infra.ts';
import { ArchiveRefused, DATABASES } from '../../services/backup/src/archive/format.ts';
import { takeBackup } from '../../services/backup/src/backup.ts';
import type { BackupConfig } from '../../services/backup/src/config.ts';
import { restoreArchive, TargetNotEmpty } from '../../services/backup/src/restore.ts';
import { archiveSource, targetSink } from '../../services/backup/src/targets.ts';
import { LOCAL_INFRA_PORTS, LOCAL_MINIO_CREDENTIALS } from './ports.ts';

const dataDir = process.env.RAWI_DATA_DIR ?? join(REPO_ROOT, '.data');
const KEEP = 10;

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function localConfig(): BackupConfig {
  const mongo = `mongodb://127.0.0.1:${LOCAL_INFRA_PORTS.mongo}`;
  return {
    mongoUrls: Object.fromEntries(DATABASES.map((db) => [db, `${mongo}/${db}`])) as BackupConfig['mongoUrls'],
    natsUrl: `nats://127.0.0.1:${LOCAL_INFRA_PORTS.nats}`,
    natsReplicas: 1,
    media: {
      endpoint: `http://127.0.0.1:${LOCAL_INFRA_PORTS.minio}`,
      ...LOCAL_MINIO_CREDENTIALS,
      region: 'us-east-1',
      bucket: 'rawi-media',
    },
    target: { kind: 'dir', dir: join(dataDir, 'backups'), keep: KEEP },
  };
}

/** The local servers on the data folder, started for the command when `make run` is not running. */
async function withInfra<T>(work: (running: boolean) => Promise<T>): Promise<T> {
  const running = await isListening(LOCAL_INFRA_PORTS.mongo);
  let infra: Infra | undefined;
  if (!running) infra = await startInfra({ dataDir: join(dataDir, 'infra'), ports: LOCAL_INFRA_PORTS });
  try {
    return await work(running);
  } finally {
    await infra?.stop();
  }
}

const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [command, archive] = positionals;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

try {
  if (command === 'backup') {
    await withInfra(async () => {
      const config = localConfig();
      const sink = await targetSink(config);
      try {
        const manifest = await takeBackup(config, sink.stream, {
          log: (line) => console.log(`[backup] ${line}`),
        });
        await sink.commit();
        console.log(
          `[backup] ${sink.where} written in ${seconds()} (${manifest.media.objects} media objects; the newest ${KEEP} backups are kept)`,
        );
      } catch (error) {
        await sink.discard();
        throw error;
      }
    });
  } else if (command === 'restore' && archive) {
    await withInfra(async (running) => {
      if (running)
        throw new TargetNotEmpty(
          'Rawi is running: stop `make run` (Ctrl-C) first, so no service writes during the restore.',
        );
      const report = await restoreArchive(localConfig(), archiveSource(archive, localConfig()), {
        force: values.force,
        log: (line) => console.log(`[restore] ${line}`),
      });
      console.log(
        `[restore] ${archive} restored in ${seconds()}: ${report.documents} documents, ${report.objects} media objects. ` +
          'Start it with `make run`; everyone signs in again.',
      );
    });
  } else {
    console.error('Usage: make backup | make restore ARCHIVE=<file> [FORCE=1]');
    process.exit(2);
  }
} catch (error) {
  const refused = error instanceof ArchiveRefused || error instanceof TargetNotEmpty;
  console.error(`[${command}] ${(error as Error).message}${refused ? '\nNothing was written.' : ''}`);
  process.exit(refused ? 2 : 1);
}
