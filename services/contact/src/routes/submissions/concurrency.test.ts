import { describe, expect, it } from 'vitest';
import type { ContactSubmission } from '@rawi/proto';
import { SubmissionModel } from '../../models/submission.ts';
import { adminHeaders, contactServer, useContactServer, submitted } from '../../test/support.ts';
import { checkedFetch } from '@rawi/kit/testing';

useContactServer('contact_concurrency');

const submit = () => submitted(contactServer.url);

const change = (id: string, notes: string, revision: number) =>
  checkedFetch(`${contactServer.url}/api/contact-submissions/${id}`, {
    method: 'PUT',
    headers: { ...adminHeaders(), 'content-type': 'application/json', 'if-match': `"${revision}"` },
    body: JSON.stringify({ notes }),
  });

describe('concurrent changes of one submission', () => {
  it('answers exactly one 200 and one 409 for each of 50 pairs of changes from the same revision', async () => {
    // Sent at once after the submission, while the relay marks its created event published.
    const { id } = await submit();
    for (let pair = 0; pair < 50; pair += 1) {
      const replies = await Promise.all(['left', 'right'].map((side) => change(id, `${side} ${pair}`, pair)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = (await replies.find((r) => r.status === 200)?.json()) as ContactSubmission;
      expect(await SubmissionModel.findById(id).lean()).toMatchObject({
        notes: winner.notes,
        revision: pair + 1,
      });
    }
    expect((await SubmissionModel.findById(id).lean())?.createdEventPublishedAt).toBeInstanceOf(Date);
  });

  it('lets one of 20 changes from revision 0 win and refuses the other 19', async () => {
    const { id } = await submit();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => change(id, `writer ${i}`, 0)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
  });
});
