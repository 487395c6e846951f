/**
 * The scheduler every replica runs: once a second it applies the scheduled changes that are due
 * (schedule.ts makes each apply once whatever the number of replicas). The schedule
 * lives in the database, so a restart between a save and its time changes nothing: the entries
 * are rebuilt from the projects at start-up and the first look applies what fell due meanwhile.
 */
import { SCHEDULE_POLL_MS } from '@rawi/proto';
import { unlessWritesPaused, type History, type Logger, type OutboxRelay } from '@rawi/kit';
import { rebuildSchedule, runDueChanges } from './schedule.ts';

export interface SchedulerDeps {
  relay: OutboxRelay | undefined;
  history: History;
  logger: Logger;
  intervalMs?: number;
}

export async function startScheduler({
  relay,
  history,
  logger,
  intervalMs = SCHEDULE_POLL_MS,
}: SchedulerDeps): Promise<{ stop(): Promise<void> }> {
  await rebuildSchedule();
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = unlessWritesPaused(() => runDueChanges({ relay, history }))
      .then((applied = []) => {
        for (const { id, change } of applied)
          logger.info({ projectId: id, change }, 'scheduled change applied');
      })
      .catch((error: Error) => logger.warn({ err: error.message }, 'scheduled changes failed; retrying'))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
