/**
 * The demo's illustrations (team portraits, one picture per project category). With SEED_DEMO
 * the media service stores each in the media library under the fixed name below, and the demo
 * content and projects refer to those library URLs, so every service can name an image
 * without asking another and the pages get the library's responsive variants.
 */
import { mediaFileUrl } from './api-routes/paths.ts';
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
