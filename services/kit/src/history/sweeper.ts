/**
 * Deletes the versions a save trimmed from its item's head once saves pause. On FerretDB v1 a
 * delete by `_id` reads the whole collection, so done within a save it was the slowest step of
 * every save once an item keeps its full count, and done right after it, it slowed the next one.
 * A trimmed version is unreachable from the moment its head drops it; its document only waits
 * here to go. One queue per process deletes them one at a time when no version was recorded for
 * IDLE_MS (or at once when MAX_WAITING wait); a failure is logged and the rest are retried after
 * the next save. A process that stops first leaves those few documents unreferenced.
 */
import type mongoose from 'mongoose';
import { createLogger, type Logger } from '../logger.ts';
import { VersionModel } from './models.ts';

const IDLE_MS = 1000;
const MAX_WAITING = 200;

export class VersionSweeper {
  private readonly queue: mongoose.Types.ObjectId[] = [];
  private running: Promise<void> | undefined;
  private lastDrop = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Someone waits for the queue to empty: no pausing for saves. */
  private forced = false;
  logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  /** Queues trimmed versions; called by every recorded version (which also marks activity). */
  drop(ids: mongoose.Types.ObjectId[]): void {
    this.lastDrop = Date.now();
    this.queue.push(...ids);
    if (this.queue.length >= MAX_WAITING) this.start();
    else if (this.queue.length) this.startWhenIdle();
  }

  /** Deletes every version dropped so far, now; resolves when done (or when a deletion failed). */
  settled(): Promise<void> {
    if (this.queue.length) {
      this.forced = true;
      this.start();
    }
    return this.running ?? Promise.resolve();
  }

  private startWhenIdle(): void {
    if (this.timer || this.running) return;
    const wait = this.lastDrop + IDLE_MS - Date.now();
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        if (Date.now() - this.lastDrop >= IDLE_MS) this.start();
        else this.startWhenIdle();
      },
      Math.max(0, wait),
    );
    this.timer.unref();
  }

  private start(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running ??= this.drain();
  }

  /** Saves started again: the rest waits for the next pause. */
  private interrupted(): boolean {
    return !this.forced && this.queue.length < MAX_WAITING && Date.now() - this.lastDrop < IDLE_MS;
  }

  private async drain(): Promise<void> {
    let failed = false;
    try {
      for (let next = this.queue[0]; next && !this.interrupted(); next = this.queue[0]) {
        await VersionModel.deleteOne({ _id: next });
        this.queue.shift();
      }
    } catch (error) {
      failed = true;
      this.logger.warn(
        { err: (error as Error).message, waiting: this.queue.length },
        'deleting trimmed versions failed; retried after the next save',
      );
    } finally {
      this.running = undefined;
      this.forced = false;
    }
    if (!failed && this.queue.length) this.startWhenIdle();
  }
}

let sweeper: VersionSweeper | undefined;

/** The process's sweeper, reporting to the newest logger given (the kit's own until one is). */
export function sweeperFor(logger: Logger | undefined): VersionSweeper {
  sweeper ??= new VersionSweeper(logger ?? createLogger('history'));
  if (logger) sweeper.logger = logger;
  return sweeper;
}

/** Resolves once trimmed versions are deleted (tests that count stored versions wait for it). */
export const historySettled = (): Promise<void> => sweeper?.settled() ?? Promise.resolve();
