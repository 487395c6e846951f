import type { Project } from '@rawi/proto';
import { FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { LAYOUT_NEAR_CLASS } from '../../lib/layoutNear';
import { CardGrid } from '../cards';
import { EmptyState } from '../EmptyState';
import { VisuallyHidden } from '../layout';
import { ProjectCard } from './ProjectCard';
import { ProjectCardSkeleton } from './ProjectCardSkeleton';

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
      <CardGrid aria-busy="true">
        <VisuallyHidden as="li">{t('projects.loading')}</VisuallyHidden>
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <ProjectCardSkeleton />
          </li>
        ))}
      </CardGrid>
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

/** The cards a page that opens with the grid lays out at once: its first row on a laptop. */
const FIRST_SCREEN_CARDS = 3;

/**
 * A card below the first screen of a page that opens with the grid: on a fresh visit it is laid
 * out as the visitor nears it (`lib/layoutNear.ts`), holding a card's usual height until then
 * (about 600 px with the demo content, at every width) and the height it last had after. The
 * page's first layout, which on a phone shapes every card's text on the main thread (Arabic's
 * joined text longer), covers the cards in view.
 */
const CardLaidOutNear = styled.li`
  @media screen {
    html.${LAYOUT_NEAR_CLASS} & {
      content-visibility: auto;
      contain-intrinsic-block-size: auto 600px;
    }
  }
`;

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
    <CardGrid>
      {projects.map((project, index) => {
        const Item = firstScreen && index >= FIRST_SCREEN_CARDS ? CardLaidOutNear : 'li';
        return (
          <Item key={project.id}>
            <ProjectCard
              project={project}
              maxFeatures={maxFeatures}
              maxUseCases={maxUseCases}
              imagePriority={firstScreen && index === 0}
            />
          </Item>
        );
      })}
    </CardGrid>
  );
}
