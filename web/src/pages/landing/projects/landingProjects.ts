import { LANDING_PROJECTS_PER_CATEGORY, type Project } from '@rawi/proto';

/** null selects every category. */
export type CategoryChoice = string | null;

/** The distinct categories, in the order the projects first name them. */
export function categoriesOf(projects: readonly Project[]): string[] {
  return [...new Set(projects.map((project) => project.category).filter(Boolean))];
}

export function inCategory(projects: readonly Project[], category: CategoryChoice): Project[] {
  return category === null ? [...projects] : projects.filter((project) => project.category === category);
}

/**
 * The landing grid: at most 6 cards for the selected category, and 'View All' (to /projects)
 * when the projects in this language number more than 6.
 */
export function landingGrid(projects: readonly Project[], category: CategoryChoice) {
  return {
    cards: inCategory(projects, category).slice(0, LANDING_PROJECTS_PER_CATEGORY),
    showViewAll: projects.length > LANDING_PROJECTS_PER_CATEGORY,
  };
}
