import type { ContactSubmission, ContentItem, ContentSection, Language, Project } from '@rawi/proto';

export type Activity =
  | { kind: 'submission'; id: string; at: string; name: string }
  | { kind: 'content'; id: string; at: string; section: ContentSection; language: Language }
  | { kind: 'project'; id: string; at: string; title: string; created: boolean };

export interface ActivitySources {
  submissions?: readonly ContactSubmission[];
  content?: readonly ContentItem[];
  projects?: readonly Project[];
}

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * The dashboard's recent activity from real data: messages received, sections saved and
 * projects created or changed, newest first.
 */
export function recentActivity(
  { submissions = [], content = [], projects = [] }: ActivitySources,
  limit = 8,
): Activity[] {
  const items: Activity[] = [
    ...submissions.map((s): Activity => ({
      kind: 'submission',
      id: `submission-${s.id}`,
      at: s.createdAt,
      name: s.name,
    })),
    ...content.map((c): Activity => ({
      kind: 'content',
      id: `content-${c.section}-${c.language}`,
      at: c.updatedAt,
      section: c.section,
      language: c.language,
    })),
    ...projects.map((p): Activity => ({
      kind: 'project',
      id: `project-${p.id}`,
      at: p.updatedAt,
      title: p.title,
      created: p.createdAt === p.updatedAt,
    })),
  ];
  return items.sort((a, b) => time(b.at) - time(a.at)).slice(0, limit);
}
