import { describe, expect, it } from 'vitest';
import { buildProject } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { PROJECT_CARD_IMAGE_SIZES } from './cardImageSizes';
import { ProjectCards } from './ProjectList';

describe('ProjectCards', () => {
  it("loads the first card's image at once and first where the grid opens the page, the rest when near", () => {
    const withImage = (id: string) =>
      buildProject({
        id,
        slug: id,
        imageUrl: `/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7${id}.jpg`,
      });
    const projects = [withImage('1'), withImage('2'), withImage('3')];
    const images = () =>
      [...document.querySelectorAll('img')].map((img) => [
        img.getAttribute('loading'),
        img.getAttribute('fetchpriority'),
        img.closest('picture')?.querySelector('source')?.getAttribute('sizes'),
      ]);
    const sizes = PROJECT_CARD_IMAGE_SIZES;
    const { unmount } = renderWithProviders(<ProjectCards projects={projects} maxFeatures={3} firstScreen />);
    expect(images()).toEqual([
      ['eager', 'high', sizes],
      ['lazy', null, sizes],
      ['lazy', null, sizes],
    ]);
    unmount();
    // On the landing page the grid is far below the first screen: every image waits.
    renderWithProviders(<ProjectCards projects={projects} maxFeatures={2} />);
    expect(images().map(([loading]) => loading)).toEqual(['lazy', 'lazy', 'lazy']);
  });
});
