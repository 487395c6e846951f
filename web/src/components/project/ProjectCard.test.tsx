import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProject } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ProjectCard } from './ProjectCard';

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
});
