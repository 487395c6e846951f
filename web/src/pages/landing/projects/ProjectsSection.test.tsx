import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/factories';
import { renderWithProviders, stubApi } from '../../../test/render';
import { ProjectsSection } from './ProjectsSection';

const banking = Array.from({ length: 7 }, (_, i) =>
  buildProject({ title: `Bank ${i + 1}`, category: 'Banking' }),
);
const government = [buildProject({ title: 'Ministry', category: 'Government' })];

describe('landing projects section', () => {
  it('filters by category, caps at 6 cards and links View All to /projects', async () => {
    stubApi({ '/api/projects?language=en': { status: 200, body: [...banking, ...government] } });
    renderWithProviders(<ProjectsSection />);

    const grid = await screen.findAllByRole('article');
    expect(grid).toHaveLength(6);
    expect(screen.getByRole('link', { name: /View All/ }).getAttribute('href')).toBe('/projects');

    const filter = screen.getByRole('group', { name: 'Filter projects by category' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Government' }));
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Ministry']);
    expect(within(filter).getByRole('button', { name: 'Government' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(filter).getByRole('button', { name: 'Banking' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('shows the empty state when there are no projects', async () => {
    stubApi({ '/api/projects?language=en': { status: 200, body: [] } });
    renderWithProviders(<ProjectsSection />);
    expect(await screen.findByText('No projects available')).toBeTruthy();
    expect(screen.getByText('Check back soon for new projects')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View All/ })).toBeNull();
  });

  it('asks for the projects of the current language', async () => {
    const fetchMock = stubApi({
      '/api/projects?language=ar': { status: 200, body: [buildProject({ language: 'ar', title: 'مشروع' })] },
    });
    renderWithProviders(<ProjectsSection />, { language: 'ar' });
    expect(await screen.findByText('مشروع')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/projects?language=ar');
  });
});
