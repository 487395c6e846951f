import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BUILD_ASSETS_PATH } from '@rawi/proto';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The build files worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Where in the build (without its leading slash) the files the web server sends as they are live. */
const ASSETS_DIR = BUILD_ASSETS_PATH.slice(1);
const precompressed = (fileName: string) => fileName.startsWith(ASSETS_DIR) && COMPRESSIBLE.test(fileName);

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside each hashed script, stylesheet and
 * SVG of the client build, which the web server sends as they are (web/server/app.ts). Compressed
 * once at the strongest settings instead of on every request at quick ones: on a page's load the
 * server used to spend about 15 ms of CPU brotli-compressing the entry script alone, while the
 * browser on the same machine was laying the page out and waiting for its fonts.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'rawi-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      await precompress(
        options.dir ?? 'dist',
        Object.values(bundle).map((file) => ({
          fileName: file.fileName,
          content: file.type === 'chunk' ? file.code : file.source,
        })),
      );
    },
  };
}

/** Writes the `.br` and `.gz` of each hashed script, stylesheet and SVG under `outDir`. */
export async function precompress(
  outDir: string,
  files: ReadonlyArray<{ fileName: string; content: string | Uint8Array }>,
): Promise<void> {
  await Promise.all(
    files
      .filter((file) => precompressed(file.fileName))
      .map(async ({ fileName, content }) => {
        const bytes = Buffer.from(content);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        const path = join(outDir, fileName);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
  );
}
