import { CONTENT_SECTIONS, LANGUAGES, type ContentSection, type Language } from '@rawi/proto';
import { isDuplicateKeyError, seedOnce, type Logger } from '@rawi/kit';
import { ContentItemModel } from '../models/content-item.ts';
import { aboutSeed } from './about.ts';
import { contactSeed } from './contact.ts';
import { footerSeed } from './footer.ts';
import { heroSeed } from './hero.ts';
import { servicesSeed } from './services.ts';
import { teamSeed } from './team.ts';

export const DEMO_CONTENT_DATASET = 'content-demo';

const bySection: Record<ContentSection, Record<Language, object>> = {
  hero: heroSeed,
  services: servicesSeed,
  team: teamSeed,
  contact: contactSeed,
  about: aboutSeed,
  footer: footerSeed,
};

/** Every section in both languages, as the demo site shows them. */
export const demoContent: Array<{
  section: ContentSection;
  language: Language;
  data: Record<string, unknown>;
}> = CONTENT_SECTIONS.flatMap((section) =>
  LANGUAGES.map((language) => ({
    section,
    language,
    data: structuredClone(bySection[section][language]) as Record<string, unknown>,
  })),
);

/** Inserts each demo section only where that section+language is absent; returns how many. */
async function insertMissingContent(): Promise<number> {
  let inserted = 0;
  for (const { section, language, data } of demoContent) {
    const now = new Date();
    try {
      // $setOnInsert only, and no automatic timestamps: an existing section is not touched at all.
      const result = await ContentItemModel.updateOne(
        { section, language },
        { $setOnInsert: { section, language, data, createdAt: now, updatedAt: now } },
        { upsert: true, timestamps: false },
      );
      inserted += result.upsertedCount;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return inserted;
}

export function seedDemoContent(logger: Logger) {
  return seedOnce(DEMO_CONTENT_DATASET, insertMissingContent, logger);
}
