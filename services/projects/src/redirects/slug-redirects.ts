/**
 * What a project's writes do to the addresses it had: the address a project leaves (a new slug)
 * answers 301 with the one it takes, every redirect that led to the old address leads to the new
 * one (a chain A→B→C becomes A→C, B→C), and an address a project takes again is no longer
 * redirected (changing back never loops). A deleted project's address is remembered as gone.
 */
import { projectPagePath, type Language } from '@rawi/proto';
import { GoneAddressModel, RedirectModel, redirectId, type RedirectRecord } from '../models/redirect.ts';

interface Address {
  language: Language;
  slug: string;
}

/** Undoes a redirect written ahead of a save that then failed. */
export type UndoRedirect = () => Promise<void>;

/**
 * Written before the save lands: the old address leads to the new one. Until the save lands the
 * old address is still the project's own page, which the web server serves before it ever looks
 * for a redirect, so the entry is inert meanwhile; the returned undo removes it if the save fails.
 */
export async function redirectAhead(
  projectId: string,
  before: Address,
  after: Address,
): Promise<UndoRedirect | undefined> {
  if (before.slug === after.slug && before.language === after.language) return undefined;
  const from = projectPagePath(before.slug);
  const _id = redirectId(before.language, from);
  const previous = await RedirectModel.findById(_id).lean<RedirectRecord>();
  await RedirectModel.updateOne(
    { _id },
    {
      $set: { language: before.language, from, to: projectPagePath(after.slug), kind: 'slug', projectId },
      $setOnInsert: { hits: 0, lastUsedAt: null },
    },
    { upsert: true },
  );
  return async () => {
    if (previous) await RedirectModel.replaceOne({ _id }, previous);
    else await RedirectModel.deleteOne({ _id });
  };
}

/** After the save: chains collapse onto the new address, which is itself no longer redirected. */
export async function settleRedirects(before: Address, after: Address): Promise<void> {
  if (before.slug !== after.slug || before.language !== after.language) {
    await RedirectModel.updateMany(
      { language: before.language, to: projectPagePath(before.slug) },
      { $set: { to: projectPagePath(after.slug) } },
    );
  }
  await addressTaken(after);
}

/** A project holds this address now: it is neither redirected nor gone in its language. */
export async function addressTaken({ language, slug }: Address): Promise<void> {
  const _id = redirectId(language, projectPagePath(slug));
  await RedirectModel.deleteOne({ _id });
  await GoneAddressModel.deleteOne({ _id });
}

/**
 * Written before a project is removed: its address answers 410 (or leads to its published
 * counterpart) once it is gone. While the project is still there its page is served first, so a
 * removal that fails leaves an entry that never answers.
 */
export async function rememberGone(address: Address, translationKey: string): Promise<void> {
  const from = projectPagePath(address.slug);
  const _id = redirectId(address.language, from);
  await GoneAddressModel.updateOne(
    { _id },
    { $set: { language: address.language, from, translationKey } },
    { upsert: true },
  );
}
