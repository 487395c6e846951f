import type { Project } from '@rawi/proto';
import { FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../app/language/LanguageContext';
import { EmptyState } from '../EmptyState';
import { VisuallyHidden } from '../layout';
import { ProjectCard } from './ProjectCard';
import { ProjectCardSkeleton } from './ProjectCardSkeleton';
import { ProjectGrid } from './ProjectGrid';

interface ProjectListProps {
  projects: Project[] | undefined;
  error: unknown;
  /** Skeleton cards shown while loading. */
  skeletons: number;
  /** What shows once there are projects. */
  children: (projects: Project[]) => ReactNode;
}

/** The public project lists' states: skeletons while loading, the empty state when there are none. */
export function ProjectList({ projects, error, skeletons, children }: ProjectListProps) {
  const { t } = useLanguage();
  if (projects === undefined && !error) {
    return (
      <ProjectGrid aria-busy="true">
        <VisuallyHidden as="li">{t('projects.loading')}</VisuallyHidden>
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <ProjectCardSkeleton />
          </li>
        ))}
      </ProjectGrid>
    );
  }
  if (!projects || projects.length === 0) {
    return (
      <EmptyState
        icon={<FolderOpen size={36} aria-hidden="true" />}
        title={t('projects.empty.title')}
        text={t('projects.empty.text')}
      />
    );
  }
  return children(projects);
}

interface ProjectCardsProps {
  projects: Project[];
  maxFeatures: number;
  maxUseCases?: number;
  /** The grid opens the page (/projects): the first card's image is its largest, loaded at once. */
  firstScreen?: boolean;
}

/** A grid of project cards. */
export function ProjectCards({ projects, maxFeatures, maxUseCases, firstScreen = false }: ProjectCardsProps) {
  return (
    <ProjectGrid>
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            maxFeatures={maxFeatures}
            maxUseCases={maxUseCases}
            imagePriority={firstScreen && index === 0}
          />
        </li>
      ))}
    </ProjectGrid>
  );
}
