/**
 * What the head of an /admin page adds. The panel's code, asked for by the page itself: the
 * panel is drawn in the browser, and without these hints a phone fetches its modules one after
 * another (the app, then the admin chunk and its strings, then the screen's chunk, then the
 * reply-shape checks of its first read). A screen drawn on the server has none of these: the
 * visitor sees it before the app runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../src/lib/documentHead.ts';
import { ADMIN_SCREENS } from '../src/pages/admin/screens.ts';

/** What Vite's build manifest (dist/.vite/manifest.json) says of a chunk. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The page of the app's entry, whose modules index.html already preloads. */
const ENTRY = 'index.html';
/** The admin panel's chunk (with the login) and the strings it registers. */
const ADMIN = 'src/pages/admin/index.tsx';
const ADMIN_DICTIONARIES = 'src/i18n/adminDictionaries.ts';
/** The checks of every API reply's shape, loaded with the first read. */
const REPLY_SHAPE = 'src/api/replyShape.ts';

/** /admin and /admin/<one segment>: the panel's own pages (and its not-found page). */
const isAdminPath = (path: string) => /^\/admin(\/[^/]+)?$/.test(path);

/** The build's manifest, or undefined where there is none (a build without it, the tests). */
export function readManifest(distDir: string): Manifest | undefined {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The chunks a chunk needs before it runs: itself and its static imports, all the way down. */
function closure(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * The head of an /admin page, by its path: the module preloads of
 * the admin chunk, its strings, the reply-shape checks and, for /admin/<screen>, that screen's
 * chunk (its module, as pages/admin/screens.ts names it), each with every module it
 * imports that the entry's own preloads do not already fetch. Worked out once from the
 * manifest (without one, no preloads); other paths get nothing. A screen drawn on the server
 * (`drawn`) gets no preloads: it is seen before the app runs, which starts after its first paint
 * as a public page's does, so the panel's code does not share the phone's network with it.
 */
export function adminHead(manifest: Manifest | undefined): (path: string, drawn?: boolean) => string {
  if (!manifest?.[ADMIN]) return () => '';
  const fetchedByEntry = closure(manifest, [ENTRY]);
  const links = (roots: string[]) =>
    // The roots first: the browser fetches over a few connections, in the order it reads them.
    [...new Set([...roots, ...closure(manifest, roots)])]
      .filter((key) => !fetchedByEntry.has(key))
      .map(
        (key) =>
          `\n    <link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]?.file ?? '')}" />`,
      )
      .join('');
  const panel = links([ADMIN, ADMIN_DICTIONARIES, REPLY_SHAPE]);
  const screens = new Map<string, string>();
  for (const { path, page } of ADMIN_SCREENS) {
    const source = `src/pages/admin/${page}.tsx`;
    // The dashboard is seen only with a session, and then it is drawn on the server.
    if (path !== '' && manifest[source])
      screens.set(path, links([ADMIN, ADMIN_DICTIONARIES, source, REPLY_SHAPE]));
  }
  return (path, drawn = false) => {
    if (!isAdminPath(path) || drawn) return '';
    const screen = path.split('/')[2];
    return (screen && screens.get(screen)) || panel;
  };
}
