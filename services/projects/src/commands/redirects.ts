/**
 * An editor's redirects: one added by hand, a CSV of them, one removed, and a visitor counted.
 * Each change records project.redirects-changed, so every gateway drops its cached lookups.
 */
import * as yup from 'yup';
import {
  REDIRECT_IMPORT_MAX_ROWS,
  schemas,
  SUBJECTS,
  validateOptions,
  validationMessages,
  type Redirect,
  type RedirectInput,
} from '@rawi/proto';
import { AppError, errors, isDuplicateKeyError, recordEvent, type OutboxRelay } from '@rawi/kit';
import { RedirectModel, redirectId, type RedirectRecord } from '../models/redirect.ts';
import { presentRedirect } from '../presenters/redirect.ts';
import { redirectCsvLines } from '../redirects/csv.ts';

const m = validationMessages.en;
const REDIRECT_EXISTS = 'A redirect from this address already exists in this language';
const REDIRECT_LOOPS = 'This redirect would lead back to its own address';

const redirectNotFound = () => errors.notFound('Redirect not found');

/** Where `to` finally leads in `language` through the redirects stored (undefined: back to `from`). */
async function finalTarget(language: RedirectInput['language'], from: string, to: string) {
  let path = to;
  const seen = new Set([from]);
  while (!seen.has(path)) {
    seen.add(path);
    const next = await RedirectModel.findById(redirectId(language, path), { to: 1 }).lean();
    if (!next) return path;
    path = next.to;
  }
  return undefined;
}

/**
 * Stores `from` → the end of `to`'s chain and points every redirect that led to `from` at that
 * end too, so no chain forms; a redirect that would come back to its own address is refused.
 */
async function writeRedirect(input: RedirectInput, mode: 'insert' | 'upsert'): Promise<RedirectRecord> {
  const to = await finalTarget(input.language, input.from, input.to);
  if (to === undefined) throw errors.conflict(REDIRECT_LOOPS, { to: REDIRECT_LOOPS });
  const _id = redirectId(input.language, input.from);
  const fields = { language: input.language, from: input.from, to, kind: 'manual' as const, projectId: null };
  if (mode === 'insert') {
    try {
      await RedirectModel.create({ _id, ...fields, hits: 0, lastUsedAt: null });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw errors.conflict(REDIRECT_EXISTS, { from: REDIRECT_EXISTS });
      throw error;
    }
  } else {
    await RedirectModel.updateOne(
      { _id },
      { $set: fields, $setOnInsert: { hits: 0, lastUsedAt: null } },
      { upsert: true },
    );
  }
  await RedirectModel.updateMany({ language: input.language, to: input.from }, { $set: { to } });
  const stored = await RedirectModel.findById(_id).lean<RedirectRecord>();
  if (!stored) throw redirectNotFound();
  return stored;
}

export async function addRedirect(input: RedirectInput, relay: OutboxRelay | undefined): Promise<Redirect> {
  const stored = await writeRedirect(input, 'insert');
  await recordEvent(relay, SUBJECTS.redirectsChanged, { from: [stored.from] });
  return presentRedirect(stored);
}

export async function removeRedirect(id: string, relay: OutboxRelay | undefined): Promise<void> {
  const removed = await RedirectModel.findOneAndDelete({ _id: id }).lean<RedirectRecord>();
  if (!removed) throw redirectNotFound();
  await recordEvent(relay, SUBJECTS.redirectsChanged, { from: [removed.from] });
}

/** Every redirect, the most used first. */
export async function listRedirects(): Promise<Redirect[]> {
  const stored = await RedirectModel.find().lean<RedirectRecord[]>();
  return stored
    .map(presentRedirect)
    .sort((a, b) => b.hits - a.hits || a.language.localeCompare(b.language) || a.from.localeCompare(b.from));
}

/** One visitor sent on: counted by `_id`, so it costs one small write. */
export async function countRedirectHit(id: string): Promise<void> {
  const { matchedCount } = await RedirectModel.updateOne(
    { _id: id },
    { $inc: { hits: 1 }, $set: { lastUsedAt: new Date() } },
    { timestamps: false },
  );
  if (matchedCount === 0) throw redirectNotFound();
}

/**
 * Every line is checked before anything is written: a line's problems are reported as
 * `csv[<line>].<field>` (its number in the file), and one bad line writes nothing. A line whose
 * old address already has a redirect replaces its target (an import can be run again).
 */
export async function importRedirects(csv: string, relay: OutboxRelay | undefined): Promise<number> {
  const lines = redirectCsvLines(csv);
  if (lines.length === 0) throw errors.validation(m.redirectCsvRequired, { csv: m.redirectCsvRequired });
  if (lines.length > REDIRECT_IMPORT_MAX_ROWS)
    throw errors.validation(m.redirectCsvTooManyRows, { csv: m.redirectCsvTooManyRows });
  const fields: Record<string, string> = {};
  const rows: Array<{ line: number; row: RedirectInput }> = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, fields: values } of lines) {
    const [from = '', to = '', language = ''] = values.map((value) => value.trim());
    if (values.length < 2 || values.length > 3) {
      fields[`csv[${line}]`] = m.redirectCsvColumns;
      continue;
    }
    try {
      const row = schemas.redirect.validateSync({ from, to, language: language || 'en' }, validateOptions);
      const key = redirectId(row.language, row.from);
      if (firstLineOf.has(key)) fields[`csv[${line}].from`] = m.redirectCsvDuplicate;
      else {
        firstLineOf.set(key, line);
        rows.push({ line, row });
      }
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      for (const inner of error.inner.length ? error.inner : [error])
        fields[`csv[${line}]${inner.path ? `.${inner.path}` : ''}`] ??= inner.message;
    }
  }
  if (Object.keys(fields).length > 0) {
    const count = Object.keys(fields).length;
    throw errors.validation(
      `${count} ${count === 1 ? 'line has a problem' : 'lines have problems'}; nothing was imported`,
      fields,
    );
  }
  // Written one by one; should a write fail, every redirect it touched is put back as it was.
  const before = new Map<string, RedirectRecord | null>();
  const keep = (record: RedirectRecord | null, _id: string) => {
    if (!before.has(_id)) before.set(_id, record);
  };
  try {
    for (const { line, row } of rows) {
      const _id = redirectId(row.language, row.from);
      keep(await RedirectModel.findById(_id).lean<RedirectRecord>(), _id);
      const leading = await RedirectModel.find({ language: row.language, to: row.from }).lean<
        RedirectRecord[]
      >();
      for (const record of leading) keep(record, record._id);
      try {
        await writeRedirect(row, 'upsert');
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict')
          throw errors.validation(`Line ${line}: ${error.message}; nothing was imported`, {
            [`csv[${line}].to`]: error.message,
          });
        throw error;
      }
    }
  } catch (error) {
    for (const [_id, previous] of before) {
      if (previous) await RedirectModel.replaceOne({ _id }, previous, { upsert: true });
      else await RedirectModel.deleteOne({ _id });
    }
    throw error;
  }
  await recordEvent(relay, SUBJECTS.redirectsChanged, { from: rows.map(({ row }) => row.from) });
  return rows.length;
}
