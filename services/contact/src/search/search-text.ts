/**
 * Text as the contact list's search compares it: lower case, without diacritics (Arabic harakat,
 * tatweel and Latin accents), with the alef and hamza forms (أ إ آ ٱ ؤ ئ) on their bare letter,
 * alef maqsura as yaa and taa marbuta as haa, spaces collapsed. Stored with each submission, and
 * applied to the words searched for, so a plain substring match finds every spelling.
 */
export function searchKey(text: string): string {
  return (
    text
      // NFKD puts hamza and madda (and Latin accents) apart from their letter: أ → ا + ◌ٔ
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/\u0649/g, '\u064a')
      .replace(/\u0629/g, '\u0647')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** What a submission is found by: its name, email, company and message. */
export const submissionSearchText = (fields: {
  name: string;
  email: string;
  company?: string | null | undefined;
  message: string;
}) => searchKey([fields.name, fields.email, fields.company ?? '', fields.message].join(' '));

/** The address a sender's submissions are kept under: trimmed and in lower case. */
export const emailKey = (email: string) => email.trim().toLowerCase();
