import stylisRTLPlugin from 'stylis-plugin-rtl';

type Params = Parameters<typeof stylisRTLPlugin>;
type StylisElement = Params[0];

/** One value of a declaration (a word up to the next space, `;` or `}`). */
const V = String.raw`[^;}\s]+`;

/**
 * What cssjanus (stylis-plugin-rtl's engine) rewrites: sides and directions, east/west cursors,
 * four-value margins, paddings, borders and insets (a shorter list has its left equal to its
 * right), corner radii of two or more values, horizontal background percentages, shadows,
 * horizontal translations and four-colour notations; a backtick it escapes. A rule naming none
 * of these comes out unchanged. (Matching every `margin`, `padding`, `border` and `background`,
 * as it once did, sent most of the admin panel's rules through cssjanus: 11 ms of an Arabic
 * screen's load, CPU profile, for rules it gave back as they were.)
 */
const FLIPPABLE = new RegExp(
  [
    'left|right|ltr|rtl|resize',
    String.raw`(?:margin|padding|inset|border-(?:width|style|color))\s*:\s*${V}\s+${V}\s+${V}\s+${V}`,
    String.raw`radius\s*:\s*${V}\s+${V}`,
    String.raw`background(?:-position(?:-x)?)?\s*:[^;}]*%`,
    String.raw`shadow|translatex?\s*\(|${'`'}`,
    String.raw`-color\s*:\s*${V}\s+${V}\s+${V}\s+${V}`,
  ].join('|'),
  'i',
);

/** stylis's RULESET, KEYFRAMES and SUPPORTS. */
const MIRRORED_TYPES = new Set(['rule', '@keyframes', '@supports']);

const textOf = (element: StylisElement): string =>
  `${Array.isArray(element.props) ? element.props.join(',') : element.props}{${element.value}${
    Array.isArray(element.children) ? element.children.map(textOf).join('') : element.children
  }}`;

/**
 * stylis-plugin-rtl, applied only to rules that have something to mirror. cssjanus's first use
 * compiles some forty regular expressions and each use runs them all over the rule, then the
 * rule is parsed again: a style drawn for the first time in the browser (a section lowered
 * before it rises into view) cost an Arabic page that much more main-thread time than an
 * English one. Rules without a side (most of them) now cost the same in both languages.
 */
export function mirrorWhereNeeded(...params: Params): string | void {
  const [element] = params;
  // The only elements stylis-plugin-rtl rewrites.
  if (!MIRRORED_TYPES.has(element.type) || !FLIPPABLE.test(textOf(element))) return;
  return stylisRTLPlugin(...params);
}

// styled-components names each plugin in its class-name hash (a minifier would rename it).
Object.defineProperty(mirrorWhereNeeded, 'name', { value: 'mirrorWhereNeeded' });
