import type { ContactSubmission, ContentItem, ContentSection, Project } from '@rawi/proto';

let sequence = 0;

export function buildProject(overrides: Partial<Project> = {}): Project {
  sequence += 1;
  return {
    id: `project-${sequence}`,
    title: `Project ${sequence}`,
    slug: `project-${sequence}`,
    language: 'en',
    description: 'A secure Arabic AI deployment.',
    briefDescription: 'Brief description of the project.',
    features: ['Offline inference', 'Arabic dialects'],
    advantages: ['Data stays on premises'],
    useCases: ['Banking'],
    category: 'Banking',
    status: 'active',
    sortOrder: sequence,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildContent<D>(
  section: ContentSection,
  data: D,
  language: 'en' | 'ar' = 'en',
): ContentItem<D> {
  return { section, language, data, updatedAt: '2025-01-01T00:00:00.000Z' };
}

export function buildSubmission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  sequence += 1;
  return {
    id: `submission-${sequence}`,
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    message: 'We would like a demo of the Arabic assistant.',
    status: 'new',
    priority: 'medium',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
