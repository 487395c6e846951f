import { compile, middleware, serialize, stringify } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { mirrorWhereNeeded } from './rtl';

const css = (rules: string, plugin: typeof mirrorWhereNeeded) =>
  serialize(compile(`.c{${rules}}`), middleware([plugin, stringify]));

/** Declarations as the site's components write them, with and without a side. */
const RULES = [
  'position:fixed;bottom:16px;left:16px;',
  'margin-left:auto;padding-right:8px;border-left:1px solid #e2e8f0;',
  'padding:1px 2px 3px 4px;margin:0 auto;border-width:1px 2px 3px 4px;',
  'border-color:#000 #111 #222 #333;',
  'text-align:right;float:left;',
  'border-radius:12px 0 0 12px;',
  'box-shadow:4px 0 12px rgba(15,23,42,0.1);text-shadow:1px 1px 0 #000;',
  'transform:translateX(8px);',
  'transform:translate(8px, 0);',
  'background-position:10% 50%;background:url(a.svg) 0% 0 no-repeat;',
  'cursor:e-resize;direction:ltr;',
  '&:hover{right:0;}@media (min-width: 768px){inset-inline-start:0;left:4px;}',
  'height:100%;transition:transform 0.5s ease-out;transform:translateY(24px);',
  'display:grid;gap:20px;color:#0f172a;font-size:1.5rem;',
  '@supports (display:grid){display:grid;}',
  'animation:spin 1s linear infinite;@keyframes spin{from{left:0;}to{left:10px;}}',
  'margin:4px;padding:8px 16px;margin:1px 2px 3px;inset:0;inset:1px 2px 3px 4px;',
  'border:1px solid #e2e8f0;border-width:1px 2px;border-style:solid dashed dotted double;',
  'border-radius:12px;border-radius:12px 4px;border-radius:1px 2px 3px;border-top-left-radius:8px;',
  'background:#fff;background:linear-gradient(135deg,#1e3a8a 0%,#0f766e 100%);background-color:#f8fafc;',
  'background-image:linear-gradient(to right,#000,#fff);background-position-x:20%;',
  'transition:margin-left 0.2s,padding 0.2s;outline-offset:2px;',
];

describe('mirrorWhereNeeded', () => {
  it('mirrors every rule exactly as stylis-plugin-rtl does', () => {
    for (const rules of RULES) expect(css(rules, mirrorWhereNeeded), rules).toBe(css(rules, stylisRTLPlugin));
  });

  it('flips sides and leaves a rule without one as it is', () => {
    expect(css('left:16px;padding:1px 2px 3px 4px;', mirrorWhereNeeded)).toBe(
      '.c{right:16px;padding:1px 4px 3px 2px;}',
    );
    expect(css('height:100%;transform:translateY(24px);', mirrorWhereNeeded)).toBe(
      '.c{height:100%;transform:translateY(24px);}',
    );
  });
});
