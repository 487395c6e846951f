import { describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/factories';
import { categoriesOf, inCategory, landingGrid } from './landingProjects';

const many = (count: number, category: string) =>
  Array.from({ length: count }, () => buildProject({ category }));

describe('landing projects grid', () => {
  it('lists each category once, in the order the projects name them', () => {
    const projects = [...many(2, 'Banking'), ...many(1, 'Government'), ...many(1, 'Banking')];
    expect(categoriesOf(projects)).toEqual(['Banking', 'Government']);
  });

  it('shows every category when none is selected and one category when selected', () => {
    const projects = [...many(2, 'Banking'), ...many(3, 'Government')];
    expect(inCategory(projects, null)).toHaveLength(5);
    expect(inCategory(projects, 'Government').map((p) => p.category)).toEqual([
      'Government',
      'Government',
      'Government',
    ]);
  });

  it('caps the cards at 6 for all categories', () => {
    const projects = [...many(5, 'Banking'), ...many(4, 'Government')];
    expect(landingGrid(projects, null).cards).toHaveLength(6);
  });

  it('caps the cards at 6 within the selected category', () => {
    const projects = [...many(8, 'Banking'), ...many(2, 'Government')];
    const grid = landingGrid(projects, 'Banking');
    expect(grid.cards).toHaveLength(6);
    expect(grid.cards.every((p) => p.category === 'Banking')).toBe(true);
    expect(landingGrid(projects, 'Government').cards).toHaveLength(2);
  });

  it('offers View All only when there are more than 6 projects', () => {
    expect(landingGrid(many(6, 'Banking'), null).showViewAll).toBe(false);
    expect(landingGrid(many(7, 'Banking'), null).showViewAll).toBe(true);
    expect(landingGrid([...many(6, 'Banking'), ...many(1, 'Health')], 'Health').showViewAll).toBe(true);
  });
});
