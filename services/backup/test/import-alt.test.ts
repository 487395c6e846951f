import { describe, expect, it } from 'vitest';
import { projectFields } from '../src/import.ts';

describe("an archive's project imported after images needed alt text", () => {
  const project = {
    title: 'Voice Banking',
    slug: 'voice-banking',
    status: 'active',
    imageUrl: '/images/x.svg',
  };

  it("gives an image without alt text the alt its page drew then: the project's title", () => {
    expect(projectFields(project)).toMatchObject({ imageAlt: 'Voice Banking' });
  });

  it('keeps alt text the archive has, and gives a decorative image or no image none', () => {
    expect(projectFields({ ...project, imageAlt: 'A phone showing the assistant' }).imageAlt).toBe(
      'A phone showing the assistant',
    );
    expect(projectFields({ ...project, imageDecorative: true }).imageAlt).toBeUndefined();
    expect(projectFields({ ...project, imageUrl: '' }).imageAlt).toBeUndefined();
  });
});
