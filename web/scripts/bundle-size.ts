/**
 * Reports the gzip size of the JavaScript and CSS a visitor downloads to open / : the scripts and
 * stylesheets index.html names, and every chunk those scripts import statically. Lazy chunks
 * (other pages, the admin panel) are listed apart and not counted. Builds nothing: run
 * `npm run build -w @rawi/web` first. Exits 1 above the budget or if admin code is in the set.
 * The end-to-end budget test (web/e2e/budgets.e2e.test.ts) applies the same count to every
 * public page the server renders.
 *
 *   node web/scripts/bundle-size.ts [distDir]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in gzip bytes for a public page's first screen. React and React DOM alone are about
 * 60 kB of the JavaScript and the libraries of the stack about 95 kB: the JavaScript budget is
 * what the first screen weighed when it was set, so it holds only if nothing more joins it.
 * Raised once, by 1 kB (2026-11-28: 128,473 bytes then), for what the first screen now must do
 * itself: switch language as a transition (a switch must not break hydration), follow a
 * project's address to its language, and set the editor's SEO texts; the JSON-LD builder left it.
 */
export const BUDGET = { js: 126 * 1024, css: 8 * 1024 } as const;

/** Sources whose chunks only the admin panel may load. */
const ADMIN_SOURCES = ['src/pages/admin/index.tsx', 'src/i18n/adminDictionaries.ts'];

export interface SizedFile {
  file: string;
  raw: number;
  gzip: number;
}

/** Asset paths (as /assets/...) that index.html loads: module scripts, preloads, stylesheets. */
export function entryFiles(html: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') styles.push(href);
    if (rel === 'modulepreload') scripts.push(href);
  }
  return { scripts, styles };
}

/**
 * The scripts a server-rendered page starts: those its tags name, and the entry its inline
 * loader adds after the first paint (`s.src="/assets/index-….js"`).
 */
export function pageScripts(html: string): string[] {
  const loaded = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].flatMap(([, body]) =>
    [...(body ?? '').matchAll(/\.src\s*=\s*["'](\/[^"']+\.js)["']/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set([...entryFiles(html).scripts, ...loaded])];
}

/** Specifiers of a chunk's static imports and re-exports; dynamic import() is left out. */
export function staticImports(code: string): string[] {
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  return [...code.matchAll(pattern)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'));
}

function size(distDir: string, file: string): SizedFile {
  const content = readFileSync(join(distDir, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/**
 * Every JS file reachable from the entry scripts by static imports, with its sizes; `read` gets a
 * file by its path from the site root (from a dist folder or from a running server).
 */
export async function reachableScripts(
  entries: string[],
  read: (path: string) => Promise<Buffer>,
): Promise<SizedFile[]> {
  const sized = new Map<string, SizedFile>();
  const visit = async (path: string): Promise<void> => {
    if (sized.has(path)) return;
    const content = await read(path);
    sized.set(path, { file: path, raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    for (const specifier of staticImports(content.toString('utf8'))) {
      await visit(specifier.startsWith('/') ? specifier : posix.join(posix.dirname(path), specifier));
    }
  };
  for (const entry of entries) await visit(entry);
  return [...sized.values()];
}

/** The admin-only chunks by source, from the build manifest; a missing one maps to undefined. */
function adminChunks(distDir: string): Map<string, string | undefined> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>)
    : {};
  return new Map(
    ADMIN_SOURCES.map((source) => [source, manifest[source] ? `/${manifest[source].file}` : undefined]),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(distDir: string): Promise<number> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { scripts, styles } = entryFiles(html);
  const js = await reachableScripts(scripts, async (file) => readFileSync(join(distDir, file)));
  const css = styles.map((file) => size(distDir, file));
  const initial = new Set([...js, ...css].map((entry) => entry.file));
  const lazy = readdirSync(join(distDir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `/assets/${name}`)
    .filter((file) => !initial.has(file))
    .map((file) => size(distDir, file));
  const admin = adminChunks(distDir);
  const adminFiles = new Set(admin.values());

  const total = (files: SizedFile[]) =>
    files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const line = (f: SizedFile, note = '') =>
    `  ${f.file.padEnd(58)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)} gzip${note}`;
  const jsTotal = total(js);
  const cssTotal = total(css);

  console.log('Downloaded for / (index.html and static imports):');
  [...js, ...css].forEach((f) => console.log(line(f)));
  console.log(
    `  JavaScript ${kb(jsTotal.gzip)} gzip (${jsTotal.gzip.toLocaleString('en')} bytes; ${kb(jsTotal.raw)} raw), budget ${kb(BUDGET.js)}`,
  );
  console.log(`  CSS        ${kb(cssTotal.gzip)} gzip (${kb(cssTotal.raw)} raw), budget ${kb(BUDGET.css)}`);
  console.log(`  Total      ${kb(jsTotal.gzip + cssTotal.gzip)} gzip`);
  console.log('Loaded later, only on the pages that need them (not counted):');
  lazy.forEach((f) => console.log(line(f, adminFiles.has(f.file) ? '  (admin panel)' : '')));

  const problems: string[] = [];
  if (jsTotal.gzip > BUDGET.js)
    problems.push(`JavaScript for / is ${kb(jsTotal.gzip)} gzip, over the ${kb(BUDGET.js)} budget`);
  if (cssTotal.gzip > BUDGET.css)
    problems.push(`CSS for / is ${kb(cssTotal.gzip)} gzip, over the ${kb(BUDGET.css)} budget`);
  for (const [source, file] of admin) {
    if (file === undefined) problems.push(`no chunk for ${source} in the build manifest`);
    else if (initial.has(file)) problems.push(`the admin-only chunk of ${source} is loaded for /`);
  }
  problems.forEach((problem) => console.error(`FAIL: ${problem}`));
  return problems.length > 0 ? 1 : 0;
}

if (import.meta.main) {
  const distDir =
    process.argv[2] ?? process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
  process.exitCode = await main(distDir);
}
