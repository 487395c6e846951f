#!/usr/bin/env node
/**
 * rawi-backup: one archive of the whole site, and its restore.
 *
 *   rawi-backup backup [--out FILE] [--no-pause-writes]
 *   rawi-backup verify ARCHIVE
 *   rawi-backup restore ARCHIVE [--force]
 *   rawi-backup import ARCHIVE --url https://site.example.com [--dry-run]
 *
 * ARCHIVE is a file or s3://bucket/key. Settings come from the environment (see config.ts).
 * Exit status: 0 done, 2 refused (damaged or foreign archive, target not empty, bad usage;
 * nothing was written), 1 failed.
 */
import { parseArgs } from 'node:util';
import { ArchiveRefused } from './archive/format.ts';
import { verifyArchive } from './archive/reader.ts';
import { takeBackup } from './backup.ts';
import { BackupConfigError, loadBackupConfig } from './config.ts';
import { importContent, importTargetFrom, printImportPlan } from './import.ts';
import { restoreArchive, TargetNotEmpty } from './restore.ts';
import { archiveSource, fileSink, targetSink } from './targets.ts';

const USAGE = `Usage:
  rawi-backup backup [--out FILE] [--no-pause-writes]
  rawi-backup verify ARCHIVE
  rawi-backup restore ARCHIVE [--force]
  rawi-backup import ARCHIVE --url URL [--dry-run]   (RAWI_TOKEN, or RAWI_USERNAME and RAWI_PASSWORD)`;

class UsageError extends Error {}

const log = (line: string) => console.log(`[rawi-backup] ${line}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'no-pause-writes': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      url: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, archive] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const needArchive = () => {
    if (!archive) throw new UsageError(`${command} needs the archive: a file or s3://bucket/key\n${USAGE}`);
    return archive;
  };
  const started = Date.now();
  if (!['backup', 'verify', 'restore', 'import'].includes(command))
    throw new UsageError(`Unknown command "${command}"\n${USAGE}`);
  // A file needs no settings to be read; s3://… is read with the configured credentials.
  const source = () => {
    const location = needArchive();
    return archiveSource(location, location.startsWith('s3://') ? loadBackupConfig() : undefined);
  };
  if (command === 'verify') {
    const manifest = await verifyArchive(source());
    log(`${archive} is intact: ${manifest.parts.length} parts, taken ${manifest.createdAt}`);
    return;
  }
  if (command === 'import') {
    if (!values.url) throw new UsageError(`import needs the target site: --url https://…\n${USAGE}`);
    const plan = await importContent(source(), await importTargetFrom(values.url), {
      dryRun: values['dry-run'],
    });
    printImportPlan(plan, (line) => console.log(line));
    log(
      values['dry-run']
        ? 'dry run: nothing was changed'
        : `imported into ${values.url} in ${seconds(started)}`,
    );
    return;
  }
  if (command === 'restore') needArchive();
  const config = loadBackupConfig();
  switch (command) {
    case 'backup': {
      const sink = values.out ? fileSink(values.out) : await targetSink(config);
      try {
        const manifest = await takeBackup(config, sink.stream, {
          pauseWrites: !values['no-pause-writes'],
          log,
        });
        await sink.commit();
        const documents = manifest.databases
          .flatMap((d) => d.collections)
          .reduce((n, c) => n + c.documents, 0);
        log(
          `wrote ${sink.where} in ${seconds(started)}: ${documents} documents, ${manifest.media.objects} media objects (${manifest.media.bytes} bytes)`,
        );
      } catch (error) {
        await sink.discard();
        throw error;
      }
      return;
    }
    case 'restore': {
      const location = needArchive();
      const report = await restoreArchive(config, archiveSource(location, config), {
        force: values.force,
        log,
      });
      log(
        `restored ${archive} in ${seconds(started)}: ${report.documents} documents, ${report.objects} media objects; ` +
          `${report.endedSessions} users must sign in again, ${report.settledEvents} pending events not sent again`,
      );
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}"\n${USAGE}`);
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: Error) => {
    const refused =
      error instanceof ArchiveRefused ||
      error instanceof TargetNotEmpty ||
      error instanceof UsageError ||
      error instanceof BackupConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(
      `[rawi-backup] ${refused ? '' : 'failed: '}${error.message}${refused ? '\nNothing was written.' : ''}`,
    );
    process.exit(refused ? 2 : 1);
  },
);
