import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProject } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ProjectCard } from './ProjectCard';
import { ProjectCards } from './ProjectList';

const project = buildProject({
  title: 'Voice banking',
  slug: 'voice-banking',
  features: ['F1', 'F2', 'F3', 'F4', 'F5'],
  useCases: ['U1', 'U2', 'U3', 'U4', 'U5'],
});

describe('ProjectCard', () => {
  it('on the landing page shows 2 features, +N more features, 3 use cases and +N', () => {
    renderWithProviders(<ProjectCard project={project} maxFeatures={2} maxUseCases={3} />);
    expect(screen.getByText('F1')).toBeTruthy();
    expect(screen.getByText('F2')).toBeTruthy();
    expect(screen.queryByText('F3')).toBeNull();
    expect(screen.getByText('+3 more features')).toBeTruthy();
    expect(['U1', 'U2', 'U3'].every((u) => screen.queryByText(u))).toBe(true);
    expect(screen.queryByText('U4')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('on /projects shows up to 3 features and no use cases', () => {
    renderWithProviders(<ProjectCard project={project} maxFeatures={3} />);
    expect(screen.getByText('F3')).toBeTruthy();
    expect(screen.getByText('+2 more features')).toBeTruthy();
    expect(screen.queryByText('U1')).toBeNull();
  });

  it('shows no +N when everything fits', () => {
    renderWithProviders(
      <ProjectCard
        project={buildProject({ features: ['A', 'B'], useCases: ['C'] })}
        maxFeatures={2}
        maxUseCases={3}
      />,
    );
    expect(screen.queryByText(/more features/)).toBeNull();
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  it('links View Details to /projects/{slug}', () => {
    renderWithProviders(<ProjectCard project={project} maxFeatures={2} />);
    const link = screen.getByRole('link', { name: 'View Details' });
    expect(link.getAttribute('href')).toBe('/projects/voice-banking');
  });

  it('shows the video icon only when the link yields a video id', () => {
    const { unmount } = renderWithProviders(
      <ProjectCard project={{ ...project, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }} maxFeatures={2} />,
    );
    expect(screen.getByRole('img', { name: 'Includes a video demo' })).toBeTruthy();
    unmount();
    renderWithProviders(
      <ProjectCard project={{ ...project, youtubeUrl: 'https://youtu.be/short' }} maxFeatures={2} />,
    );
    expect(screen.queryByRole('img', { name: 'Includes a video demo' })).toBeNull();
  });

  it('speaks Arabic on the Arabic site', () => {
    renderWithProviders(<ProjectCard project={project} maxFeatures={2} maxUseCases={3} />, {
      language: 'ar',
    });
    const card = screen.getByRole('article');
    expect(within(card).getByText('\u2066+3\u2069 ميزات أخرى')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'عرض التفاصيل' })).toBeTruthy();
  });

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
    const sizes = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';
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
