/**
 * Draws the demo's illustrations as SVG: the team portraits (one flat style, no real person's
 * likeness) and one picture per project category (no text and nothing pointing a way, so the
 * same file reads right in English and Arabic). The files beside this script are its output;
 * after changing a drawing, run `node services/media/demo/draw.ts` and commit them.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The theme's palette (web/src/styles/theme.ts). */
const C = {
  navy950: '#172554',
  navy900: '#1e3a8a',
  navy800: '#1e40af',
  slate950: '#020617',
  slate900: '#0f172a',
  slate800: '#1e293b',
  slate700: '#334155',
  slate600: '#475569',
  slate400: '#94a3b8',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  white: '#ffffff',
  teal700: '#0f766e',
  teal600: '#0d9488',
  teal500: '#14b8a6',
  teal300: '#5eead4',
  teal100: '#ccfbf1',
  blue100: '#dbeafe',
  sky100: '#e0f2fe',
  gold: '#c9a45c',
};

const svg = (width: number, height: number, body: string, origin = 0) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${origin} ${origin} ${width} ${height}" width="${width}" height="${height}">\n${body.trim()}\n</svg>\n`;

/** Portraits are drawn on a 400 × 400 canvas and framed on head and shoulders, as an avatar shows them. */
const PORTRAIT_FRAME = { origin: 44, size: 312 };

// ---------------------------------------------------------------- portraits

interface Skin {
  base: string;
  shade: string;
  lips: string;
}

const SKIN = {
  fair: { base: '#f3cfb3', shade: '#e2b393', lips: '#c27c6e' },
  light: { base: '#e6b892', shade: '#d19e77', lips: '#b56d5c' },
  medium: { base: '#c98f66', shade: '#b27a53', lips: '#9a5a48' },
  deep: { base: '#8f5b3c', shade: '#784a30', lips: '#6b3a2a' },
} satisfies Record<string, Skin>;

interface Portrait {
  backdrop: string;
  skin: Skin;
  /** What covers the head: short hair, a ghutra with agal, or a hijab. */
  head:
    { kind: 'hair'; colour: string } | { kind: 'ghutra' } | { kind: 'hijab'; colour: string; band: string };
  beard?: { colour: string };
  glasses?: boolean;
  attire:
    | { kind: 'suit'; jacket: string; shirt: string }
    | { kind: 'bisht'; cloak: string; trim: string }
    | { kind: 'blazer'; jacket: string; inner: string };
}

const backdrop = (colour: string) => `
  <rect width="400" height="400" fill="${colour}"/>
  <circle cx="200" cy="180" r="118" fill="${C.white}" opacity="0.45"/>`;

function attire(a: Portrait['attire']): string {
  const shoulders = 'M56 400C56 330 104 298 200 296C296 298 344 330 344 400Z';
  switch (a.kind) {
    case 'suit':
      return `
  <path d="${shoulders}" fill="${a.jacket}"/>
  <path d="M166 296L200 352L234 296Z" fill="${a.shirt}"/>
  <path d="M166 296L200 352L178 360L150 304Z" fill="${C.slate900}" opacity="0.25"/>
  <path d="M234 296L200 352L222 360L250 304Z" fill="${C.slate900}" opacity="0.25"/>
  <path d="M172 294L200 322L228 294L214 300L200 312L186 300Z" fill="${C.slate200}"/>`;
    case 'bisht':
      return `
  <path d="${shoulders}" fill="${C.white}"/>
  <path d="M186 300C190 318 210 318 214 300" fill="none" stroke="${C.slate200}" stroke-width="4"/>
  <path d="M56 400C56 330 104 298 164 296C150 330 150 370 158 400Z" fill="${a.cloak}"/>
  <path d="M344 400C344 330 296 298 236 296C250 330 250 370 242 400Z" fill="${a.cloak}"/>
  <path d="M164 296C150 330 150 370 158 400" fill="none" stroke="${a.trim}" stroke-width="5"/>
  <path d="M236 296C250 330 250 370 242 400" fill="none" stroke="${a.trim}" stroke-width="5"/>`;
    case 'blazer':
      return `
  <path d="${shoulders}" fill="${a.jacket}"/>
  <path d="M160 300L200 360L240 300C228 296 172 296 160 300Z" fill="${a.inner}"/>
  <path d="M160 300L200 360L184 368L146 310Z" fill="${C.white}" opacity="0.14"/>
  <path d="M240 300L200 360L216 368L254 310Z" fill="${C.white}" opacity="0.14"/>`;
  }
}

const neck = (skin: Skin) => `
  <path d="M172 232H228V300C214 312 186 312 172 300Z" fill="${skin.shade}"/>`;

const ears = (skin: Skin) => `
  <ellipse cx="139" cy="184" rx="12" ry="19" fill="${skin.shade}"/>
  <ellipse cx="261" cy="184" rx="12" ry="19" fill="${skin.shade}"/>`;

const face = (skin: Skin) => `
  <ellipse cx="200" cy="176" rx="62" ry="76" fill="${skin.base}"/>`;

function features(p: Portrait): string {
  const brow = p.head.kind === 'hair' ? p.head.colour : (p.beard?.colour ?? '#3b2a22');
  const smile = p.beard
    ? `<path d="M186 222Q200 230 214 222" fill="none" stroke="${p.skin.lips}" stroke-width="4" stroke-linecap="round"/>`
    : `<path d="M184 220Q200 232 216 220" fill="none" stroke="${p.skin.lips}" stroke-width="4.5" stroke-linecap="round"/>`;
  const glasses = p.glasses
    ? `
  <g fill="none" stroke="${C.slate800}" stroke-width="4">
    <rect x="156" y="164" width="38" height="28" rx="10"/>
    <rect x="206" y="164" width="38" height="28" rx="10"/>
    <path d="M194 176Q200 171 206 176M156 174L142 170M244 174L258 170"/>
  </g>`
    : '';
  return `
  <path d="M160 160Q174 151 190 157" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>
  <path d="M210 157Q226 151 240 160" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>
  <ellipse cx="176" cy="178" rx="6" ry="7" fill="${C.slate900}"/>
  <ellipse cx="224" cy="178" rx="6" ry="7" fill="${C.slate900}"/>
  <path d="M201 184Q196 200 199 206Q203 209 208 206" fill="none" stroke="${p.skin.shade}" stroke-width="4" stroke-linecap="round"/>
  ${smile}${glasses}`;
}

function beard(b: NonNullable<Portrait['beard']>, skin: Skin): string {
  return `
  <path d="M139 176C139 238 168 266 200 266C232 266 261 238 261 176C256 206 246 222 232 228C222 218 178 218 168 228C154 222 144 206 139 176Z" fill="${b.colour}"/>
  <path d="M178 214Q200 204 222 214Q214 220 200 217Q186 220 178 214Z" fill="${b.colour}"/>
  <path d="M188 224Q200 230 212 224" fill="none" stroke="${skin.lips}" stroke-width="4" stroke-linecap="round"/>`;
}

/** What covers the head: drawn behind the body, over the body (a ghutra's drape), and over the face. */
function headCover(p: Portrait): { behind: string; over: string; front: string } {
  const head = p.head;
  switch (head.kind) {
    case 'hair':
      return {
        behind: '',
        over: '',
        front: `
  <path d="M138 178C130 118 160 92 202 92C246 92 272 118 262 178C258 150 250 134 238 128C214 136 176 136 152 126C146 136 140 152 138 178Z" fill="${head.colour}"/>`,
      };
    case 'ghutra':
      return {
        behind: '',
        over: `
  <path d="M200 76C120 76 106 140 110 200C114 262 102 304 80 352C104 364 136 366 156 360C150 320 146 262 146 204C146 150 166 118 200 118C234 118 254 150 254 204C254 262 250 320 244 360C264 366 296 364 320 352C298 304 286 262 290 200C294 140 280 76 200 76Z" fill="${C.white}"/>
  <path d="M110 200C114 262 102 304 80 352C92 358 106 362 118 362C126 310 130 256 128 200Z" fill="${C.slate200}"/>
  <path d="M290 200C286 262 298 304 320 352C308 358 294 362 282 362C274 310 270 256 272 200Z" fill="${C.slate200}"/>
  <path d="M146 250C140 300 134 330 128 356M254 250C260 300 266 330 272 356" fill="none" stroke="${C.slate200}" stroke-width="3"/>`,
        front: `
  <path d="M134 172C130 114 162 92 200 92C238 92 270 114 266 172C250 136 228 124 200 124C172 124 150 136 134 172Z" fill="${C.white}"/>
  <path d="M142 150C154 130 176 122 200 122C224 122 246 130 258 150" fill="none" stroke="${C.slate200}" stroke-width="3"/>
  <path d="M124 118Q200 82 276 118" fill="none" stroke="${C.slate900}" stroke-width="9" stroke-linecap="round"/>
  <path d="M128 131Q200 97 272 131" fill="none" stroke="${C.slate900}" stroke-width="7" stroke-linecap="round"/>`,
      };
    case 'hijab':
      return {
        behind: `
  <path d="M200 88C126 88 112 150 116 206C120 258 124 288 96 330C140 352 260 352 304 330C276 288 280 258 284 206C288 150 274 88 200 88Z" fill="${head.colour}"/>
  <path d="M132 236C150 290 250 290 268 236C262 280 238 304 200 306C162 304 138 280 132 236Z" fill="${head.band}" opacity="0.55"/>`,
        over: '',
        front: `
  <path d="M136 176C132 124 162 100 200 100C238 100 268 124 264 176C256 140 236 120 200 120C164 120 144 140 136 176Z" fill="${head.colour}"/>
  <path d="M142 150C154 126 176 116 200 116C224 116 246 126 258 150" fill="none" stroke="${head.band}" stroke-width="4" stroke-linecap="round"/>`,
      };
  }
}

function portrait(p: Portrait): string {
  const cover = headCover(p);
  const covered = p.head.kind === 'hijab';
  return svg(
    PORTRAIT_FRAME.size,
    PORTRAIT_FRAME.size,
    [
      backdrop(p.backdrop),
      cover.behind,
      attire(p.attire),
      cover.over,
      covered ? '' : neck(p.skin),
      covered || p.head.kind === 'ghutra' ? '' : ears(p.skin),
      face(p.skin),
      p.beard ? beard(p.beard, p.skin) : '',
      features(p),
      cover.front,
    ].join(''),
    PORTRAIT_FRAME.origin,
  );
}

/** The AI assistant: the same frame and palette, drawn as a voice-and-text emblem, not a face. */
function assistant(): string {
  const bars = [18, 34, 52, 70, 52, 34, 18]
    .map((h, i) => {
      const x = 158 + i * 14;
      return `<rect x="${x - 4}" y="${176 - h / 2}" width="8" height="${h}" rx="4" fill="${C.teal300}"/>`;
    })
    .join('');
  return svg(
    PORTRAIT_FRAME.size,
    PORTRAIT_FRAME.size,
    `${backdrop(C.teal100)}
  <path d="M56 400C56 330 104 298 200 296C296 298 344 330 344 400Z" fill="${C.slate800}"/>
  <path d="M150 300C170 320 230 320 250 300" fill="none" stroke="${C.teal500}" stroke-width="6" stroke-linecap="round"/>
  <circle cx="200" cy="176" r="84" fill="${C.navy900}"/>
  <circle cx="200" cy="176" r="84" fill="none" stroke="${C.teal500}" stroke-width="6"/>
  <circle cx="200" cy="176" r="66" fill="${C.navy950}"/>
  ${bars}
  <circle cx="200" cy="92" r="10" fill="${C.teal500}"/>
  <circle cx="116" cy="176" r="7" fill="${C.teal500}"/>
  <circle cx="284" cy="176" r="7" fill="${C.teal500}"/>`,
    PORTRAIT_FRAME.origin,
  );
}

export const PORTRAITS: Record<string, string> = {
  'team-khalid': portrait({
    backdrop: C.blue100,
    skin: SKIN.medium,
    head: { kind: 'ghutra' },
    beard: { colour: '#3a3330' },
    attire: { kind: 'bisht', cloak: C.slate800, trim: C.gold },
  }),
  'team-noura': portrait({
    backdrop: C.sky100,
    skin: SKIN.light,
    head: { kind: 'hijab', colour: C.navy900, band: C.navy800 },
    glasses: true,
    attire: { kind: 'blazer', jacket: C.slate600, inner: C.slate100 },
  }),
  'team-faisal': portrait({
    backdrop: C.slate200,
    skin: SKIN.deep,
    head: { kind: 'hair', colour: '#1c1917' },
    beard: { colour: '#1c1917' },
    glasses: true,
    attire: { kind: 'suit', jacket: C.navy900, shirt: C.white },
  }),
  'team-sara': portrait({
    backdrop: C.teal100,
    skin: SKIN.fair,
    head: { kind: 'hijab', colour: C.teal700, band: C.teal600 },
    attire: { kind: 'blazer', jacket: C.slate800, inner: C.slate100 },
  }),
  'team-assistant': assistant(),
};

// ---------------------------------------------------------------- categories (800 × 450)

const scene = (body: string, glow: string) =>
  svg(
    800,
    450,
    `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.slate900}"/>
      <stop offset="1" stop-color="${C.navy950}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse" x="20" y="5">
      <circle cx="20" cy="20" r="1.6" fill="${C.slate400}" opacity="0.18"/>
    </pattern>
  </defs>
  <rect width="800" height="450" fill="url(#bg)"/>
  <rect width="800" height="450" fill="url(#dots)"/>
  <circle cx="400" cy="225" r="230" fill="url(#glow)"/>
  ${body}`,
  );

/** Language models: a network of nodes around a core, mirrored left and right. */
function languageModels(): string {
  const side = [
    [250, 110],
    [210, 225],
    [250, 340],
    [130, 150],
    [130, 300],
  ] as const;
  const nodes = side.flatMap(([x, y]) => [
    [x, y],
    [800 - x, y],
  ]);
  const links = [
    ...side.map(([x, y]) => `M${x} ${y}L400 225M${800 - x} ${y}L400 225`),
    'M130 150L250 110M130 150L210 225M130 300L210 225M130 300L250 340',
    'M670 150L550 110M670 150L590 225M670 300L590 225M670 300L550 340',
    'M250 110L400 70L550 110M250 340L400 380L550 340',
  ].join('');
  return scene(
    `<path d="${links}" fill="none" stroke="${C.slate400}" stroke-width="2" opacity="0.45"/>
  ${nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${C.slate800}" stroke="${C.teal500}" stroke-width="3"/>`).join('')}
  <circle cx="400" cy="70" r="8" fill="${C.teal300}"/>
  <circle cx="400" cy="380" r="8" fill="${C.teal300}"/>
  <rect x="320" y="145" width="160" height="160" rx="36" fill="${C.navy900}" stroke="${C.teal500}" stroke-width="4"/>
  <rect x="344" y="169" width="112" height="112" rx="22" fill="${C.navy950}"/>
  <g fill="${C.teal300}">
    <rect x="362" y="196" width="76" height="10" rx="5"/>
    <rect x="372" y="220" width="56" height="10" rx="5"/>
    <rect x="362" y="244" width="76" height="10" rx="5"/>
  </g>`,
    C.teal500,
  );
}

/** Speech and voice: a microphone between two mirrored waveforms. */
function speech(): string {
  const heights = [26, 48, 84, 60, 112, 140, 96, 62, 36];
  const bars = heights
    .map((h, i) => {
      const x = 90 + i * 28;
      return `<rect x="${x}" y="${225 - h / 2}" width="12" height="${h}" rx="6"/><rect x="${800 - x - 12}" y="${225 - h / 2}" width="12" height="${h}" rx="6"/>`;
    })
    .join('');
  return scene(
    `<g fill="${C.teal500}" opacity="0.9">${bars}</g>
  <circle cx="400" cy="225" r="112" fill="none" stroke="${C.slate400}" stroke-width="2" opacity="0.35"/>
  <circle cx="400" cy="225" r="88" fill="${C.navy900}" stroke="${C.teal500}" stroke-width="4"/>
  <rect x="376" y="160" width="48" height="84" rx="24" fill="${C.teal300}"/>
  <path d="M356 216C356 246 376 264 400 264C424 264 444 246 444 216" fill="none" stroke="${C.slate200}" stroke-width="7" stroke-linecap="round"/>
  <path d="M400 264V288M380 290H420" fill="none" stroke="${C.slate200}" stroke-width="7" stroke-linecap="round"/>`,
    C.teal500,
  );
}

/** Document intelligence: a stack of pages read by a scanning beam, fields picked out. */
function documents(): string {
  const rows = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="334" y="${150 + i * 26}" width="132" height="9" rx="4.5"/>`)
    .join('');
  return scene(
    `<rect x="292" y="92" width="176" height="236" rx="16" fill="${C.slate700}" transform="rotate(-8 380 210)"/>
  <rect x="332" y="92" width="176" height="236" rx="16" fill="${C.slate700}" transform="rotate(8 420 210)"/>
  <rect x="312" y="100" width="176" height="250" rx="16" fill="${C.slate100}"/>
  <rect x="334" y="122" width="60" height="12" rx="6" fill="${C.navy900}"/>
  <rect x="406" y="122" width="60" height="12" rx="6" fill="${C.navy900}"/>
  <g fill="${C.slate300}">${rows}</g>
  <rect x="334" y="282" width="60" height="44" rx="8" fill="${C.slate200}"/>
  <rect x="406" y="282" width="60" height="44" rx="8" fill="${C.slate200}"/>
  <rect x="326" y="170" width="148" height="32" rx="8" fill="none" stroke="${C.teal600}" stroke-width="4"/>
  <rect x="272" y="236" width="256" height="6" rx="3" fill="${C.teal300}"/>
  <rect x="272" y="220" width="256" height="38" fill="${C.teal500}" opacity="0.18"/>
  <g fill="none" stroke="${C.slate400}" stroke-width="2" opacity="0.5">
    <path d="M200 130H260M200 186H250M200 264H250M200 320H260"/>
    <path d="M540 130H600M550 186H600M550 264H600M540 320H600"/>
  </g>
  <g fill="${C.teal500}">
    <circle cx="186" cy="130" r="7"/><circle cx="186" cy="186" r="7"/><circle cx="186" cy="264" r="7"/><circle cx="186" cy="320" r="7"/>
    <circle cx="614" cy="130" r="7"/><circle cx="614" cy="186" r="7"/><circle cx="614" cy="264" r="7"/><circle cx="614" cy="320" r="7"/>
  </g>`,
    C.teal600,
  );
}

export const CATEGORY_PICTURES: Record<string, string> = {
  'category-language-models': languageModels(),
  'category-speech': speech(),
  'category-documents': documents(),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const [name, text] of Object.entries({ ...PORTRAITS, ...CATEGORY_PICTURES })) {
    writeFileSync(join(here, `${name}.svg`), text);
  }
}
