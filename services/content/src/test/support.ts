/** One helper that starts the content service on port 0 against the test FerretDB and NATS. */
import { createTokenVerifier, outboxCollection, OutboxRelay } from '@rawi/kit';
import {
  connectTestDependencies,
  jsonClient,
  startTestServer,
  testInfra,
  testLogger,
} from '@rawi/kit/testing';
import type { ContentSection, Language } from '@rawi/proto';
import { createApp } from '../app.ts';
import { ContentItemModel } from '../models/content-item.ts';

export async function getTestServer(label: string) {
  const deps = await connectTestDependencies(`content_${label}`);
  await ContentItemModel.init();
  const relay = new OutboxRelay({
    events: deps.events,
    sources: [outboxCollection],
    logger: testLogger,
    intervalMs: 200,
  });
  relay.start();
  const app = createApp({
    logger: testLogger,
    verifyToken: createTokenVerifier(testInfra().jwt.publicKey),
    relay,
  });
  const server = await startTestServer(app);
  return {
    url: server.url,
    call: jsonClient(server.url),
    async close() {
      await server.close();
      await relay.stop();
      await deps.close();
    },
  };
}

/** A stored section, read straight from the database (what the API must have written). */
export function storedContent(section: ContentSection, language: Language) {
  return ContentItemModel.findOne({ section, language }).lean();
}
