/**
 * A service started for the test file that calls useServiceUnderTest, with the events of some
 * subjects collected from then on, and both stopped after the file's tests: the set-up every
 * service's route tests share. The handle's getters read what beforeAll started, so they are
 * read inside tests and hooks, never at the top of the file.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Subject } from '@rawi/proto';
import { collectEvents, connectTestDependencies, type EventCollector } from './index.ts';

export interface ServiceUnderTest<S> {
  readonly server: S;
  /** The events of the subjects asked for, published since the service started. */
  readonly events: EventCollector;
}

export interface ServiceUnderTestOptions<S> {
  /** The subjects whose events are collected; none when left out. */
  events?: Subject[];
  /** Runs before each test, so that each starts from what it expects (an empty collection). */
  beforeEach?(server: S): unknown;
}

export function useServiceUnderTest<S extends { close(): Promise<void> }>(
  start: () => Promise<S>,
  options: ServiceUnderTestOptions<S> = {},
): ServiceUnderTest<S> {
  let server: S | undefined;
  let events: EventCollector | undefined;
  beforeAll(async () => {
    server = await start();
    if (options.events?.length) events = await collectEvents(options.events);
  });
  afterAll(async () => {
    await events?.stop();
    await server?.close();
  });
  const started = (): S => {
    if (!server) throw new Error('the service under test is read before its beforeAll has started it');
    return server;
  };
  const { beforeEach: prepareTest } = options;
  if (prepareTest)
    beforeEach(async () => {
      await prepareTest(started());
    });
  return {
    get server() {
      return started();
    },
    get events() {
      if (!events) throw new Error('no events are collected: pass their subjects as `events`');
      return events;
    },
  };
}

/**
 * Mongoose on a fresh database and NATS, connected as a service connects them, for the test file
 * that calls it and closed after its tests; `ready` runs once they are connected (a model's
 * indexes built), `beforeEach` before each test.
 */
export function useTestDependencies(
  label: string,
  { ready, beforeEach: prepareTest }: { ready?: () => Promise<unknown>; beforeEach?: () => unknown } = {},
): ServiceUnderTest<Awaited<ReturnType<typeof connectTestDependencies>>> {
  return useServiceUnderTest(
    async () => {
      const dependencies = await connectTestDependencies(label);
      await ready?.();
      return dependencies;
    },
    prepareTest ? { beforeEach: () => prepareTest() } : {},
  );
}
