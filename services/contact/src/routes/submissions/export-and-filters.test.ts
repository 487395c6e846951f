import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_CSV_COLUMNS, type ContactSubmission } from '@rawi/proto';
import { SubmissionModel } from '../../models/submission.ts';
import { searchKey } from '../../search/search-text.ts';
import { adminHeaders, contactServer, useContactServer, submitted } from '../../test/support.ts';
import { checkedFetch } from '@rawi/kit/testing';

useContactServer('contact_export');

const submit = (overrides: Record<string, unknown>) => submitted(contactServer.url, overrides);

const list = async (query: string) => {
  const res = await checkedFetch(`${contactServer.url}/api/contact-submissions?${query}`, {
    headers: adminHeaders(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as ContactSubmission[]).map((s) => s.name);
};

/** Sets fields as stored (the driver's own update: mongoose keeps createdAt immutable). */
/** Waits for the relay's mark: FerretDB may lose one of two updates of a document at the same moment. */
const published = (id: string) =>
  expect
    .poll(async () => (await SubmissionModel.findById(id).lean())?.createdEventPublishedAt)
    .toBeInstanceOf(Date);

async function setFields(id: string, fields: Record<string, unknown>) {
  await published(id);
  await SubmissionModel.collection.updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: fields });
}

describe('filters of the contact list', () => {
  it('filters by status, priority and inclusive date range', async () => {
    const a = await submit({ name: 'Alpha Sender' });
    const b = await submit({ name: 'Bravo Sender' });
    const c = await submit({ name: 'Charlie Sender' });
    await setFields(a.id, {
      status: 'resolved',
      priority: 'high',
      createdAt: new Date('2026-01-10T08:00:00Z'),
    });
    await setFields(b.id, {
      status: 'resolved',
      priority: 'low',
      createdAt: new Date('2026-01-11T23:30:00Z'),
    });
    await setFields(c.id, { createdAt: new Date('2026-01-12T00:30:00Z') });
    expect(await list('status=resolved')).toEqual(['Bravo Sender', 'Alpha Sender']);
    expect(await list('status=resolved&priority=high')).toEqual(['Alpha Sender']);
    expect(await list('from=2026-01-11&to=2026-01-11')).toEqual(['Bravo Sender']);
    expect(await list('from=2026-01-11')).toEqual(['Charlie Sender', 'Bravo Sender']);
  });

  it('refuses an unknown status or a bad date with 400', async () => {
    for (const query of ['status=open', 'priority=urgent', 'from=yesterday']) {
      const res = await checkedFetch(`${contactServer.url}/api/contact-submissions?${query}`, {
        headers: adminHeaders(),
      });
      expect(res.status).toBe(400);
    }
  });

  it('finds words in the name, email, company and message, every word required', async () => {
    await submit({
      name: 'Dana Karim',
      email: 'dana@bank.example',
      company: 'Gulf Bank',
      message: 'Please call me about the audit.',
    });
    await submit({
      name: 'Sami Noor',
      email: 'sami@ministry.example',
      company: undefined,
      message: 'We need offline translation.',
    });
    expect(await list('q=gulf')).toEqual(['Dana Karim']);
    expect(await list('q=MINISTRY')).toEqual(['Sami Noor']);
    expect(await list('q=offline%20translation')).toEqual(['Sami Noor']);
    expect(await list('q=offline%20audit')).toEqual([]);
    expect(await list('q=.*')).toEqual([]);
  });

  it('matches Arabic without diacritics, alef and hamza forms, alef maqsura and taa marbuta', async () => {
    await submit({
      name: 'أحمد إبراهيم',
      company: 'مؤسسة النور',
      message: 'نريد عرضاً توضيحياً للمستشفى قريباً.',
    });
    await submit({ name: 'Other Sender', message: 'Nothing in Arabic here at all.' });
    for (const q of ['احمد', 'أَحْمَد', 'ابراهيم', 'مؤسسه', 'موسسة', 'مستشفي', 'عرضا']) {
      expect(await list(`q=${encodeURIComponent(q)}`), q).toEqual(['أحمد إبراهيم']);
    }
  });

  it('fills the search field of submissions stored before it existed (start-up backfill)', async () => {
    const old = await submit({ name: 'مدرسة الأمل' });
    await published(old.id);
    await SubmissionModel.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(old.id) },
      { $unset: { searchText: 1, emailKey: 1 } },
    );
    expect(await list('q=مدرسه')).toEqual([]);
    const { backfillSearchFields } = await import('../../search/backfill.ts');
    expect(await backfillSearchFields()).toBe(1);
    expect(await list(`q=${encodeURIComponent('مدرسه')}`)).toEqual(['مدرسة الأمل']);
    expect((await SubmissionModel.findById(old.id).lean())?.searchText).toContain(searchKey('مدرسة الأمل'));
  });
});

describe('GET /api/contact-submissions.csv', () => {
  const csv = async (query = '') => {
    const res = await checkedFetch(`${contactServer.url}/api/contact-submissions.csv${query}`, {
      headers: adminHeaders(),
    });
    expect(res.status).toBe(200);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it('is UTF-8 with a BOM, the spec columns, ISO dates, quoting and the formula guard, Arabic intact', async () => {
    const a = await submit({
      name: '=HYPERLINK("http://evil.example")',
      company: 'شركة "النور", الرياض',
      phone: '+966 11 555 0100',
      message: 'Line one\nLine two, with a comma',
    });
    await setFields(a.id, { notes: '@sum(A1)' });
    const { res, bytes } = await csv();
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const [header, ...rest] = text.split('\r\n');
    expect(header).toBe(SUBMISSION_CSV_COLUMNS.join(','));
    const stored = await SubmissionModel.findById(a.id).lean();
    expect(rest.join('\r\n')).toBe(
      [
        a.id,
        `"'=HYPERLINK(""http://evil.example"")"`,
        'layla@example.com',
        "'+966 11 555 0100",
        '"شركة ""النور"", الرياض"',
        '"Line one\nLine two, with a comma"',
        'new',
        'medium',
        "'@sum(A1)",
        stored?.createdAt.toISOString(),
        stored?.updatedAt.toISOString(),
      ].join(',') + '\r\n',
    );
  });

  it('exports the filtered list only', async () => {
    await submit({ name: 'Kept Sender', company: 'Gulf Bank' });
    await submit({ name: 'Other Sender', company: 'Desert Air' });
    const { bytes } = await csv('?q=gulf');
    const rows = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Kept Sender');
  });

  it('requires a signed-in admin (401)', async () => {
    const res = await checkedFetch(`${contactServer.url}/api/contact-submissions.csv`);
    expect(res.status).toBe(401);
  });
});
