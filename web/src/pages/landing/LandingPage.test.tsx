import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../test/factories';
import { renderWithProviders, stubApi } from '../../test/render';
import { LandingPage } from './LandingPage';

describe('landing page', () => {
  it('shows the loading texts while services and team content are absent, and the hero defaults', async () => {
    stubApi({});
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText('Loading services...')).toBeTruthy();
    // Each section below the hero loads its code on its own.
    expect(await screen.findByText('Loading team information...')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Explore Services/ }).getAttribute('href')).toBe('#services');
    expect(screen.getByRole('link', { name: 'Request Demo' }).getAttribute('href')).toBe('#contact');
    expect(screen.getByText('100% Secure')).toBeTruthy();
    expect(screen.getByText('15+ years of experience')).toBeTruthy();
    expect(screen.getByText('Privacy')).toBeTruthy();
    expect(screen.getByText('24/7')).toBeTruthy();
    expect(await screen.findByText('info@rawi.ai')).toBeTruthy();
  });

  it('shows the saved hero, services, team and contact content', async () => {
    stubApi({
      '/api/content/hero/en': {
        status: 200,
        body: buildContent('hero', { heading: 'Saved heading', primaryCTA: 'Our services' }),
      },
      '/api/content/services/en': {
        status: 200,
        body: buildContent('services', {
          title: 'What we do',
          services: [
            {
              id: 'service-1',
              title: 'Arabic OCR',
              description: 'Reads documents.',
              features: ['Handwriting'],
              icon: 'brain',
            },
          ],
        }),
      },
      '/api/content/team/en': {
        status: 200,
        body: buildContent('team', {
          members: [
            {
              name: 'Sara Haddad',
              position: 'CTO',
              bio: 'Bio',
              image: '',
              linkedin: '#',
              expertise: ['NLP', 'Speech', 'Security', 'MLOps'],
            },
          ],
        }),
      },
      '/api/content/contact/en': {
        status: 200,
        body: buildContent('contact', { email: 'hello@example.com' }),
      },
    });
    renderWithProviders(<LandingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved heading' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Our services/ })).toBeTruthy();
    expect(await screen.findByText('Arabic OCR')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What we do' })).toBeTruthy();
    expect(await screen.findByText('Sara Haddad')).toBeTruthy();
    expect(screen.getByText('SH')).toBeTruthy();
    expect(screen.queryByText('MLOps')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sara Haddad on LinkedIn' })).toBeNull();
    expect(await screen.findByText('hello@example.com')).toBeTruthy();
  });

  it('is in Arabic on the Arabic site', async () => {
    stubApi({});
    renderWithProviders(<LandingPage />, { language: 'ar' });
    expect(await screen.findByText('جارٍ تحميل الخدمات...')).toBeTruthy();
    expect(screen.getByRole('link', { name: /استكشف خدماتنا/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
