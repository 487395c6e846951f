const ARABIC_LETTER = /[\u0600-\u06FF]/;
// A zero-width non-joiner keeps two Arabic initials as separate letters instead of one word.
const ZWNJ = '\u200C';
// Marks that may follow a letter (Arabic harakat, any combining mark) and the tatweel: never an initial.
const ARABIC_MARKS = /[\p{Mn}\u0640]/gu;

/** Titles written before a name, compared without their dot and case: never an initial. */
const HONORIFICS = new Set([
  'dr',
  'eng',
  'engr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'miss',
  'sir',
  'sheikh',
  'shaikh',
  'د',
  'م',
  'أ',
  'ا',
  'أد',
  'دكتور',
  'الدكتور',
  'دكتورة',
  'الدكتورة',
  'مهندس',
  'المهندس',
  'مهندسة',
  'المهندسة',
  'أستاذ',
  'الأستاذ',
  'أستاذة',
  'الأستاذة',
  'الشيخ',
  'السيد',
  'السيدة',
]);

/** Words that join a name's parts ("son of", "house of", a lone article): never an initial. */
const PARTICLES = new Set(['bin', 'ibn', 'bint', 'ben', 'بن', 'ابن', 'بنت', 'al', 'el', 'ال', 'آل']);

/** A name's word without the dots and marks that decorate it, in lower case, for comparing. */
const bare = (word: string) =>
  word
    .replace(/[.\u06D4]/g, '')
    .replace(ARABIC_MARKS, '')
    .toLowerCase();

/**
 * The letter a word is known by: the Arabic article is not it ('الحربي' → 'ح', 'Al-Harbi' →
 * 'H'), nor punctuation or a mark before the first letter.
 */
function initialOf(word: string): string {
  const plain = word.replace(ARABIC_MARKS, '');
  const withoutArticle = /^(?:al|el)[-‐‑]\p{L}/iu.test(plain)
    ? plain.slice(3)
    : /^ال\p{L}{2,}/u.test(plain)
      ? plain.slice(2)
      : plain;
  return /\p{L}/u.exec(withoutArticle)?.[0] ?? '';
}

/**
 * Up to two initials of a person's name for the avatar shown without a photo: titles
 * (Dr., Eng., Prof., Mr., Mrs., Ms., د., م., أ.) and particles (bin, ibn, بن, a lone al/ال)
 * are skipped, and a family name's Arabic article gives way to the letter after it, so
 * 'Dr. Noura Al-Harbi' → 'NH' and 'د. نورة الحربي' → 'ن‌ح'.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\u200C]+/)
    .filter((word) => bare(word).length > 0);
  let start = 0;
  while (start < words.length - 1 && HONORIFICS.has(bare(words[start] ?? ''))) start += 1;
  const parts = words.slice(start).filter((word, index) => index === 0 || !PARTICLES.has(bare(word)));
  const letters = parts.slice(0, 2).map(initialOf).filter(Boolean);
  return letters.join(ARABIC_LETTER.test(letters.join('')) ? ZWNJ : '').toLocaleUpperCase();
}
