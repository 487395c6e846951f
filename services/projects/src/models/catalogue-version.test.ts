import { describe, expect, it } from 'vitest';
import { useTestDependencies } from '@rawi/kit/testing';
import { bumpCatalogueVersion, readCatalogueVersion } from './catalogue-version.ts';

useTestDependencies('catalogue_version');

describe('bumpCatalogueVersion', () => {
  it('answers a bump asked for during another only after a bump that started later', async () => {
    const before = await readCatalogueVersion();
    const first = bumpCatalogueVersion();
    const second = bumpCatalogueVersion();
    await second;
    expect(await readCatalogueVersion()).toBeGreaterThanOrEqual(before + 2);
    await first;
  });

  it('serves 20 bumps at once with fewer writes, every caller after its own request', async () => {
    const before = await readCatalogueVersion();
    await Promise.all(Array.from({ length: 20 }, () => bumpCatalogueVersion()));
    const after = await readCatalogueVersion();
    expect(after).toBeGreaterThanOrEqual(before + 2);
    expect(after).toBeLessThan(before + 20);
  });
});
