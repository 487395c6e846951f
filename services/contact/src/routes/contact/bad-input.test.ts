import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedWrites, bearer, mintToken, runCorpus, serverErrors } from '@rawi/kit/testing';
import { SubmissionModel } from '../../models/submission.ts';
import { getTestServer, type ContactTestServer } from '../../test/support.ts';

let server: ContactTestServer;
beforeAll(async () => {
  server = await getTestServer('contact_bad_input');
});
afterAll(() => server.close());

describe('contact: hostile input', () => {
  it('answers every corpus request without a 5xx and stores nothing', async () => {
    const replies = await runCorpus(
      server.url,
      [
        { method: 'POST', path: '/api/contact' },
        { method: 'GET', path: '/api/contact-submissions' },
        { method: 'PUT', path: '/api/contact-submissions/0123456789abcdef01234567' },
        { method: 'DELETE', path: '/api/contact-submissions/not-an-id' },
      ],
      bearer(mintToken()),
    );
    expect(serverErrors(replies)).toEqual([]);
    expect(acceptedWrites(replies)).toEqual([]);
    expect(await SubmissionModel.countDocuments()).toBe(0);
  });
});
