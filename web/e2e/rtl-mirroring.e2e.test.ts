/**
 * The Arabic styles' mirroring (web/src/styles/rtl.ts) holds on the site's real styles: every
 * rule the server draws for the public pages and the admin screens in English, run through it
 * and through stylis-plugin-rtl itself, comes out the same. rtl.ts sends a rule through the
 * plugin only when it names something the plugin rewrites; this is what keeps that test honest
 * as components change.
 */
import { SESSION_COOKIE } from '@rawi/proto';
import { compile, middleware, serialize, stringify } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { mirrorWhereNeeded } from '../src/styles/rtl.ts';
import { adminToken, baseUrl, publicProjects } from './public-support.ts';

/** The styles of a page as the server draws it. */
async function stylesOf(path: string, cookie?: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

describe("mirroring the site's styles for Arabic", () => {
  it('gives what stylis-plugin-rtl gives for every rule of the public pages and the admin screens', async () => {
    const [project] = await publicProjects('en');
    // The session cookie carries the token the sign-in answers.
    const cookie = `${SESSION_COOKIE}=${await adminToken()}`;
    const css = [
      await stylesOf('/?lang=en'),
      await stylesOf('/projects?lang=en'),
      await stylesOf(`/projects/${encodeURIComponent(project?.slug ?? '')}?lang=en`),
      await stylesOf('/admin?lang=en', cookie),
      await stylesOf('/admin/projects?lang=en', cookie),
      await stylesOf('/admin/content?lang=en', cookie),
    ].join('');
    const rules = serialize(compile(css), stringify).split('}').length;
    expect(rules, 'rules drawn').toBeGreaterThan(500);
    const mirrored = (plugin: typeof mirrorWhereNeeded) =>
      serialize(compile(css), middleware([plugin, stringify]));
    expect(mirrored(mirrorWhereNeeded)).toBe(mirrored(stylisRTLPlugin));
  });
});
