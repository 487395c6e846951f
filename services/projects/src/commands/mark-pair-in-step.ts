import type { Actor, ProjectTranslationStatus } from '@rawi/proto';
import { errors, markTranslationInStep, type History } from '@rawi/kit';
import { projectTranslationStatuses } from '../queries/translation-statuses.ts';
import { pairMarkKey } from '../translations/translation-pairs.ts';

/** 'No change needed': the pair's Arabic version matches the English as it is now. */
export async function markPairInStep(
  translationKey: string,
  by: Actor | null,
  history: History,
): Promise<ProjectTranslationStatus> {
  const find = async () =>
    (await projectTranslationStatuses(history)).find((status) => status.translationKey === translationKey);
  const before = await find();
  if (!before?.en || !before.ar) throw errors.notFound('No project pair with this translation key');
  await markTranslationInStep(pairMarkKey(translationKey), by);
  return (await find()) ?? before;
}
