import { describe, expect, it } from 'vitest';
import { entryFiles, pageScripts, reachableScripts, staticImports } from './bundle-size.ts';

describe('bundle-size', () => {
  it('reads the scripts, module preloads and stylesheets index.html loads', () => {
    const html = `<script>inline()</script><script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B.js"><link rel="stylesheet" href="/assets/index-C.css"><link rel="icon" href="/favicon.svg">`;
    expect(entryFiles(html)).toEqual({
      scripts: ['/assets/index-A.js', '/assets/vendor-B.js'],
      styles: ['/assets/index-C.css'],
    });
  });

  it('follows static imports and re-exports but not dynamic import()', () => {
    const code =
      'import{a as e}from"./vendor-B.js";import"./side-D.js";export{x}from"./re-E.js";const p=()=>import("./admin-F.js");';
    expect(staticImports(code)).toEqual(['./vendor-B.js', './side-D.js', './re-E.js']);
  });

  it("counts the entry a rendered page's inline loader adds after the first paint", () => {
    const html = `<link rel="modulepreload" href="/assets/page-P.js"><script type="application/json" id="rawi-state">{"src":"x"}</script>
      <script>(function(){var s=document.createElement('script');s.type='module';s.src="/assets/index-A.js";document.head.appendChild(s)})()</script>`;
    expect(pageScripts(html)).toEqual(['/assets/page-P.js', '/assets/index-A.js']);
  });

  it('sizes every chunk reachable by static imports once', async () => {
    const files: Record<string, string> = {
      '/assets/index-A.js': 'import"./vendor-B.js";import"./shared-C.js";const l=()=>import("./lazy-D.js");',
      '/assets/vendor-B.js': 'import"./shared-C.js";export const b=1;',
      '/assets/shared-C.js': 'export const c=2;',
    };
    const sized = await reachableScripts(['/assets/index-A.js'], async (path) =>
      Buffer.from(files[path] ?? ''),
    );
    expect(sized.map((file) => file.file)).toEqual([
      '/assets/index-A.js',
      '/assets/vendor-B.js',
      '/assets/shared-C.js',
    ]);
    expect(
      sized.every((file) => file.gzip > 0 && file.raw === Buffer.byteLength(files[file.file] ?? '')),
    ).toBe(true);
  });
});
