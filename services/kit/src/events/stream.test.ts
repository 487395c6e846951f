import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM } from '@rawi/proto';
import { connectEvents, EVENT_RETENTION_MS, type Events } from './stream.ts';
import { testInfra, testLogger } from '../testing/index.ts';

let events: Events;
beforeAll(async () => {
  events = await connectEvents(testInfra().natsUrl, testLogger, 'test-stream-settings');
});
afterAll(() => events.close());

describe('the event stream', () => {
  it('keeps events for a week, not for ever (a sender erased on the site leaves the stream too)', async () => {
    const info = await (await jetstreamManager(events.nc)).streams.info(EVENT_STREAM);
    expect(info.config.max_age).toBe(EVENT_RETENTION_MS * 1_000_000);
  });
});
