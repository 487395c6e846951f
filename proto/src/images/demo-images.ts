/**
 * The demo's illustrations (team portraits, one picture per project category). With SEED_DEMO
 * the media service stores each in the media library under the fixed name below, and the demo
 * content and projects refer to those library URLs, so every service can name an image
 * without asking another and the pages get the library's responsive variants.
 */
import { mediaFileUrl } from '../api/routes/paths.ts';
import type { Language } from '../constants.ts';
export const DEMO_IMAGES = {
  'team-khalid': '1436bf61-831d-49cc-b55f-7ab576e80fcb',
  'team-noura': 'c67b2e04-7830-4af0-ada5-b11efde83148',
  'team-faisal': '4c30eb91-8a43-413c-b76e-2267a58f0060',
  'team-sara': 'bfd34b52-d541-4950-820c-d70dbc367a53',
  'team-assistant': '1a58e132-a222-4428-872f-a3a95c847d74',
  'category-language-models': '0b527731-f711-47f1-92ae-ebca2d5d9a1f',
  'category-speech': '5bd6f8be-33cf-4e35-a17b-fbe74da2ae97',
  'category-documents': '946f8654-37c0-43ab-aff8-419ce3e7366d',
} as const;

export type DemoImageName = keyof typeof DEMO_IMAGES;

/** The stored name of a demo illustration: its fixed uuid, as a PNG. */
export const demoImageFilename = (name: DemoImageName): string => `${DEMO_IMAGES[name]}.png`;

/** The media library URL the demo content and projects use for an illustration. */
export const demoImageUrl = (name: DemoImageName): string => mediaFileUrl(demoImageFilename(name));

/**
 * What each illustration shows, in each language: the media library's alt text for it, and the
 * alt text the demo's team and projects carry where they show it.
 */
export const DEMO_IMAGE_ALT: Record<DemoImageName, Record<Language, string>> = {
  'team-khalid': {
    en: 'Illustrated portrait of Dr. Khalid Al-Otaibi in a white ghutra and a dark bisht with gold trim',
    ar: 'صورة مرسومة للدكتور خالد العتيبي بالغترة البيضاء والبشت الداكن ذي الحواف الذهبية',
  },
  'team-noura': {
    en: 'Illustrated portrait of Dr. Noura Al-Harbi wearing a navy hijab, glasses and a grey blazer',
    ar: 'صورة مرسومة للدكتورة نورة الحربي بحجاب كحلي ونظارة وسترة رمادية',
  },
  'team-faisal': {
    en: 'Illustrated portrait of Faisal Al-Qahtani with short black hair, a beard and glasses, in a navy suit',
    ar: 'صورة مرسومة لفيصل القحطاني بشعر أسود قصير ولحية ونظارة، يرتدي بدلة كحلية',
  },
  'team-sara': {
    en: 'Illustrated portrait of Sara Al-Mutairi wearing a teal hijab and a dark blazer',
    ar: 'صورة مرسومة لسارة المطيري بحجاب فيروزي وسترة داكنة',
  },
  'team-assistant': {
    en: 'Emblem of the Rawi Assistant: a round screen showing a sound wave',
    ar: 'شعار مساعد راوي: شاشة دائرية تظهر عليها موجة صوتية',
  },
  'category-language-models': {
    en: 'A glowing processor core linked to a network of nodes, standing for a language model',
    ar: 'نواة معالج مضيئة متصلة بشبكة من العُقد، ترمز إلى نموذج لغوي',
  },
  'category-speech': {
    en: 'A microphone in a circle between two mirrored sound waves',
    ar: 'ميكروفون داخل دائرة بين موجتين صوتيتين متناظرتين',
  },
  'category-documents': {
    en: 'A stack of document pages under a scanning beam, with one field picked out',
    ar: 'رزمة من صفحات المستندات تحت شعاع مسح ضوئي، وقد حُدِّد أحد حقولها',
  },
};
