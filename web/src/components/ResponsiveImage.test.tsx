import type { ImageFocus } from '@rawi/proto';
import { describe, expect, it } from 'vitest';
import { stubApi, renderWithProviders } from '../test/render';
import { TeamCard } from '../pages/landing/team/TeamCard';
import { ResponsiveImage } from './ResponsiveImage';

const UUID = '3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a70';
const LIBRARY = `/api/media/files/${UUID}.jpg`;
const srcSets = () =>
  [...document.querySelectorAll('source')].map((source) => source.getAttribute('srcset')?.split(', ')[0]);

describe('ResponsiveImage', () => {
  it("cuts its crop around the image's focal point and places the image by it, read once for every image", async () => {
    const foci: ImageFocus[] = [{ id: UUID, x: 0.2, y: 0.75 }];
    const fetchMock = stubApi({ '/api/media/focal-points': { status: 200, body: foci } });
    renderWithProviders(
      <>
        <ResponsiveImage src={LIBRARY} alt="A core" sizes="400px" crop="wide" />
        <ResponsiveImage src={LIBRARY} alt="" sizes="100vw" />
      </>,
    );
    // Before the focal points are read: the centre.
    expect(srcSets()[0]).toBe(`/api/media/files/${UUID}-wide-50-50-w480.avif 480w`);
    await expect.poll(() => srcSets()[0]).toBe(`/api/media/files/${UUID}-wide-20-75-w480.avif 480w`);
    // The whole image's variants keep their names; both images are placed on the point.
    expect(srcSets()[2]).toBe(`/api/media/files/${UUID}-w480.avif 480w`);
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => img.style.objectPosition)).toEqual(['20% 75%', '20% 75%']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for an image outside the library, and leaves it whole', () => {
    const fetchMock = stubApi({});
    renderWithProviders(
      <ResponsiveImage src="/images/default-person.svg" alt="" sizes="112px" crop="square" />,
    );
    expect(document.querySelector('picture')).toBeNull();
    expect(document.querySelector('img')?.style.objectPosition).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a team photo's alt text", () => {
  const member = {
    name: 'Noura Al-Harbi',
    position: 'Head of Research',
    bio: 'Leads research.',
    linkedin: '',
    expertise: [],
  };

  it("is the editor's, in the page's language; empty when decorative; the member's name for older content", () => {
    stubApi({});
    const { unmount } = renderWithProviders(
      <TeamCard
        member={{ ...member, image: '/images/default-person.svg', imageAlt: 'نورة الحربي أمام لوح' }}
      />,
      { language: 'ar' },
    );
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('نورة الحربي أمام لوح');
    unmount();
    const decorative = renderWithProviders(
      <TeamCard
        member={{ ...member, image: '/images/default-person.svg', imageAlt: 'x', imageDecorative: true }}
      />,
    );
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
    decorative.unmount();
    renderWithProviders(<TeamCard member={{ ...member, image: '/images/default-person.svg' }} />);
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Photo of Noura Al-Harbi');
  });
});
