import { describe, expect, it } from 'vitest';
import { entryFiles, staticImports } from './bundle-size.ts';

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
});
