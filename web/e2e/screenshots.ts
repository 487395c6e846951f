/**
 * Screenshots of the public pages in English and Arabic at phone and laptop widths, for looking
 * at the design: with the API absent (loading and fallback states) and with sample replies.
 * Also reports pages that scroll sideways, console errors and requests to other hosts.
 *
 *   npm run build -w @rawi/web && node web/e2e/screenshots.ts
 */
import type { Language } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { sampleProjects, sampleServices, sampleTeam } from './fixtures.ts';
import {
  launchChromium,
  revealWholePage,
  screenshot,
  settle,
  startWebServer,
  VIEWPORTS,
  type ViewportName,
} from './support.ts';

type Mode = 'absent' | 'sample';

function contentReply(section: string, language: Language): unknown {
  if (section === 'services')
    return { section, language, data: sampleServices(language), updatedAt: '2025-06-01T00:00:00.000Z' };
  if (section === 'team')
    return { section, language, data: sampleTeam(language), updatedAt: '2025-06-01T00:00:00.000Z' };
  return undefined;
}

async function serveSamples(page: Page): Promise<void> {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const language =
      (url.searchParams.get('language') ?? url.pathname.split('/').pop()) === 'ar' ? 'ar' : 'en';
    const content = /^\/api\/content\/(\w+)\/(en|ar)$/.exec(url.pathname);
    const bySlug = /^\/api\/projects\/slug\/([^/]+)$/.exec(url.pathname);
    let body: unknown;
    if (content?.[1]) body = contentReply(content[1], language);
    else if (url.pathname === '/api/projects') body = sampleProjects(language);
    else if (bySlug?.[1]) body = sampleProjects(language).find((project) => project.slug === bySlug[1]);
    await (body === undefined
      ? route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } })
      : route.fulfill({ json: body }));
  });
}

async function main(): Promise<void> {
  const web = await startWebServer();
  const chromium = await launchChromium();
  const problems: string[] = [];
  const saved: string[] = [];
  try {
    for (const mode of ['absent', 'sample'] as Mode[]) {
      for (const language of ['en', 'ar'] as Language[]) {
        for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
          const page = await chromium.newPage(viewport);
          const where = `${mode}/${language}-${viewport}`;
          page.on('console', (message) => {
            if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
              problems.push(`${where}: console error: ${message.text()}`);
          });
          page.on('request', (request) => {
            const host = new URL(request.url()).hostname;
            if (
              host !== '127.0.0.1' &&
              !/^www\.youtube(-nocookie)?\.com$/.test(host) &&
              !request.url().startsWith('data:')
            )
              problems.push(`${where}: request to another host: ${request.url()}`);
          });
          await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
          if (mode === 'sample') await serveSamples(page);

          const pages: Array<[string, string]> = [
            ['landing', '/'],
            ['projects', '/projects'],
            ['project', mode === 'sample' ? '/projects/sample-1' : '/projects/unknown-project'],
            ['not-found', '/no-such-page'],
          ];
          for (const [name, path] of pages) {
            await page.goto(`${web.baseUrl}${path}?lang=${language}`);
            await settle(page);
            await revealWholePage(page);
            const dir = await page.evaluate(() => document.documentElement.dir);
            if (dir !== (language === 'ar' ? 'rtl' : 'ltr'))
              problems.push(`${where}/${name}: <html dir> is ${dir}`);
            const hidden = await page.evaluate(
              () =>
                [...document.querySelectorAll('main *')].filter((el) => getComputedStyle(el).opacity === '0')
                  .length,
            );
            if (hidden > 0)
              problems.push(`${where}/${name}: ${hidden} elements still transparent after scrolling through`);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            if (overflow > 0) problems.push(`${where}/${name}: scrolls sideways by ${overflow}px`);
            saved.push(await screenshot(page, `screenshots/${mode}`, `${language}-${viewport}-${name}`));
          }
          if (viewport !== 'laptop') {
            await page.goto(`${web.baseUrl}/?lang=${language}`);
            await settle(page);
            await page.getByRole('button', { name: language === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
            await page.waitForTimeout(400); // the bar's colour transition
            saved.push(await screenshot(page, `screenshots/${mode}`, `${language}-${viewport}-menu`, false));
          }
          await page.close();
        }
      }
    }
  } finally {
    await chromium.close();
    await web.stop();
  }
  console.log(`${saved.length} screenshots:\n${saved.join('\n')}`);
  if (problems.length > 0) {
    console.error(`Problems:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
