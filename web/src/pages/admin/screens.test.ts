import { describe, expect, it } from 'vitest';
import { loadScreen } from './index';
import { ADMIN_SCREENS } from './screens';

describe('the admin screens, declared once', () => {
  it('gives each screen a path of its own and a module that exports its component', async () => {
    expect(new Set(ADMIN_SCREENS.map(({ path }) => path)).size).toBe(ADMIN_SCREENS.length);
    for (const { page } of ADMIN_SCREENS) expect(typeof (await loadScreen(page)), page).toBe('function');
  });

  it('refuses a screen whose module does not export it', async () => {
    await expect(loadScreen('hero/HeroTextPage')).rejects.toThrow(
      'No admin screen HeroTextPage in hero/HeroTextPage.tsx',
    );
  });
});
