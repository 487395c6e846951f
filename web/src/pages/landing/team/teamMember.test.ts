import { describe, expect, it } from 'vitest';
import { linkedinHref, memberImage, visibleExpertise } from './teamMember';

describe('team card', () => {
  it('shows at most 3 expertise tags', () => {
    expect(visibleExpertise({ expertise: ['NLP', 'Speech', 'Security', 'MLOps'] })).toEqual([
      'NLP',
      'Speech',
      'Security',
    ]);
    expect(visibleExpertise({ expertise: ['NLP'] })).toEqual(['NLP']);
  });

  it('hides the LinkedIn link when it is missing or #', () => {
    expect(linkedinHref(undefined)).toBeNull();
    expect(linkedinHref('')).toBeNull();
    expect(linkedinHref('#')).toBeNull();
    expect(linkedinHref(' # ')).toBeNull();
  });

  it('hides a LinkedIn link that is not an http(s) address', () => {
    expect(linkedinHref('javascript:alert(1)')).toBeNull();
    expect(linkedinHref('https://www.linkedin.com/in/sara')).toBe('https://www.linkedin.com/in/sara');
  });

  it('falls back to initials when the image is missing', () => {
    expect(memberImage('')).toBeNull();
    expect(memberImage(undefined)).toBeNull();
    expect(memberImage('/images/default-person.svg')).toBe('/images/default-person.svg');
  });
});
