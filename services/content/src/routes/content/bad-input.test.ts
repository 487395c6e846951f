import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedWrites,
  bearer,
  mintToken,
  runCorpus,
  serverErrors,
  storedDocuments,
} from '@rawi/kit/testing';
import { ContentItemModel } from '../../models/content-item.ts';
import { getTestServer } from '../../test/support.ts';

let server: Awaited<ReturnType<typeof getTestServer>>;
beforeAll(async () => {
  server = await getTestServer('bad_input');
});
afterAll(() => server.close());

describe('content: hostile input', () => {
  it('answers every corpus request without a 5xx and stores nothing', async () => {
    const before = await storedDocuments(ContentItemModel);
    const replies = await runCorpus(
      server.url,
      [
        { method: 'GET', path: '/api/content/hero/en' },
        { method: 'GET', path: '/api/content/all/ar' },
        { method: 'POST', path: '/api/content' },
      ],
      bearer(mintToken()),
    );
    expect(serverErrors(replies)).toEqual([]);
    expect(acceptedWrites(replies)).toEqual([]);
    expect(await storedDocuments(ContentItemModel)).toEqual(before);
  });
});
