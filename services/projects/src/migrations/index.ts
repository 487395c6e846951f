/**
 * The projects service's data migrations, each run once per database, in this order (kit's
 * migrations.ts): a new one takes the next version, and a version is never reused.
 */
import { History, type Logger, type Migration } from '@rawi/kit';
import { deletedSummary } from '../history/project-history.ts';
import { fillTranslationKeys } from './translation-keys.ts';
import { normalizeStoredSlugs } from './nfc-slugs.ts';

export const projectsMigrations = (historyVersions: number, logger: Logger): Migration[] => [
  { version: 1, name: 'slugs and translation keys in NFC', run: () => normalizeStoredSlugs(logger) },
  { version: 2, name: 'translation keys for projects without one', run: fillTranslationKeys },
  new History({ keep: historyVersions, summarise: deletedSummary }).headsMigration(3),
];
