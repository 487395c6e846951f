import { unlessWritesPaused, type History, type Logger } from '@rawi/kit';
import { purgeExpiredProjects } from './project-history.ts';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Drops, at start-up and then hourly, the history of projects deleted longer ago than they stay
 * restorable (the list already leaves them out; this frees their storage). Never on a request.
 */
export function startDeletedPurge({
  history,
  retentionMs,
  logger,
}: {
  history: History;
  retentionMs: number;
  logger: Logger;
}): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = unlessWritesPaused(() => purgeExpiredProjects(history, retentionMs)).then(
      (purged) => {
        if (purged) logger.info({ purged }, 'expired deleted projects purged');
      },
      (error: Error) => logger.warn({ err: error.message }, 'purging expired deleted projects failed'),
    );
  };
  purge();
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
