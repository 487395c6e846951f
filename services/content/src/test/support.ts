/** One helper that starts the content service on port 0 against the test FerretDB and NATS. */
import { outboxCollection } from '@rawi/kit';
import { jsonClient, startServiceTestServer, testLogger } from '@rawi/kit/testing';
import { contentEvents } from '../events/content-events.ts';
import type { ContentSection, Language } from '@rawi/proto';
import { createApp } from '../app.ts';
import { ContentItemModel } from '../models/content-item.ts';

export async function getTestServer(label: string) {
  const server = await startServiceTestServer({
    label: `content_${label}`,
    outboxSources: [contentEvents, outboxCollection],
    prepare: () => ContentItemModel.init(),
    createApp: ({ relay, verifyToken }) => createApp({ logger: testLogger, verifyToken, relay }),
  });
  return { url: server.url, call: jsonClient(server.url), close: server.close };
}

/** A stored section, read straight from the database (what the API must have written). */
/** The stored section without its pending events (the relay removes them as it publishes). */
export function storedContent(section: ContentSection, language: Language) {
  return ContentItemModel.findOne({ section, language }, { pendingEvents: 0, eventsPending: 0 }).lean();
}
