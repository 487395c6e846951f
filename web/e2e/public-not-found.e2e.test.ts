/**
 * Any path the site has no screen for: the document is served with HTTP status 404 and the
 * app shows 'Page Not Found' with a way home, in English and in Arabic.
 */
import { describe, expect, it } from 'vitest';
import {
  documentLanguage,
  keepScreenshot,
  LANGUAGES,
  say,
  unique,
  useChromium,
  visit,
} from './public-support.ts';

const chromium = useChromium();

describe('unknown paths', () => {
  it.each(LANGUAGES)("answer 404 and show 'Page Not Found' (%s)", async (language) => {
    const page = await chromium.newPage();
    const response = await visit(page, `/${unique('no-such-page')}`, language);
    expect(response?.status()).toBe(404);
    expect(await documentLanguage(page)).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
    await page.getByRole('heading', { level: 1, name: say(language, 'notFound.title') }).waitFor();
    expect(await page.title()).toBe(say(language, 'seo.notFound.title'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await keepScreenshot(page, `not-found-${language}`);
    const home = page.getByRole('link', { name: say(language, 'notFound.home') });
    // The arrow is drawn in the button's own colour (it was once teal on the blue button).
    const colours = await home.evaluate((link) => ({
      text: getComputedStyle(link).color,
      arrow: getComputedStyle(link.querySelector('svg')!).color,
    }));
    expect(colours.arrow).toBe(colours.text);
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
  });

  it('answer 404 for deeper unknown paths and unknown project slugs, while known screens answer 200', async () => {
    const page = await chromium.newPage();
    expect((await visit(page, '/projects/some-slug/extra', 'en'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect((await visit(page, '/projects', 'en'))?.status()).toBe(200);
    expect((await visit(page, `/projects/${unique('missing')}`, 'en'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Project Not Found' }).waitFor();
    await page.close();
  });
});
