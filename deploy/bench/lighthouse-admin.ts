/**
 * The admin panel as `make lighthouse` measures it: signed in, three screens staff open every
 * day, each in English and Arabic. The panel keeps its session in the browser's local storage,
 * which Lighthouse's storage reset leaves alone (it clears caches, not local storage), so one
 * sign-in before the runs holds for all of them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API, type Language, STORAGE_KEYS } from '@rawi/proto';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../../services/kit/src/dev/infra.ts';

export const ADMIN_SCREENS = ['/admin', '/admin/projects', '/admin/content'] as const;

export const adminPages = (base: string) =>
  (['en', 'ar'] as const satisfies Language[]).flatMap((language) =>
    ADMIN_SCREENS.map((path) => ({ name: `${path} (${language})`, url: `${base}${path}?lang=${language}` })),
  );

/**
 * The first admin's password: the one given, else the one `make run` made beside its data
 * (.data/admin-password).
 */
export function localAdminPassword(): string | undefined {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const file = join(process.env.RAWI_DATA_DIR ?? join(REPO_ROOT, '.data'), 'admin-password');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * Signs the browser at `port` in as the admin: the session the login form would store (token
 * and user in local storage, the HttpOnly cookie from the reply).
 */
export async function signInBrowser(base: string, port: number, password: string): Promise<void> {
  const username = process.env.ADMIN_USERNAME ?? 'admin';
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${base}/admin/login`);
    const reply = await page.request.post(`${base}${API.login}`, { data: { username, password } });
    if (!reply.ok()) throw new Error(`admin sign-in refused: ${reply.status()} ${await reply.text()}`);
    const { token, user } = (await reply.json()) as { token: string; user: unknown };
    // As source text: this file is type-checked without the browser's globals.
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)});` +
        `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.user)}, ${JSON.stringify(JSON.stringify(user))});`,
    );
    await page.close();
  } finally {
    // Leaves the browser running: it is the one Lighthouse drives next.
    await browser.close().catch(() => undefined);
  }
}
