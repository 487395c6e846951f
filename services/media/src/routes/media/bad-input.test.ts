import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, corpusFaults, mintToken, NO_CORPUS_FAULTS, runCorpus } from '@rawi/kit/testing';
import { MediaFileModel } from '../../models/media-file.ts';
import { getTestServer, type MediaTestServer } from '../../test/support.ts';

let server: MediaTestServer;
beforeAll(async () => {
  server = await getTestServer('media_bad_input');
});
afterAll(() => server.close());

describe('media: hostile input', () => {
  it('answers every corpus request without a 5xx and stores nothing', async () => {
    const replies = await runCorpus(
      server.url,
      [
        { method: 'GET', path: '/api/media' },
        { method: 'POST', path: '/api/media/upload' },
        { method: 'DELETE', path: '/api/media/not-an-id' },
        { method: 'GET', path: '/api/media/files/nothing.png' },
      ],
      bearer(mintToken()),
    );
    // The upload takes multipart (the route table says so) and refuses the other formats itself.
    expect(corpusFaults(replies)).toEqual(NO_CORPUS_FAULTS);
    expect(replies.filter((r) => r.label === 'text body' && r.status !== 415)).toEqual([]);
    expect(await MediaFileModel.countDocuments()).toBe(0);
    expect(await server.objects()).toEqual([]);
  });
});
