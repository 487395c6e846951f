import { LANDING_CARD_FEATURES, LANDING_CARD_USE_CASES } from '@rawi/proto';
import { FolderOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useProjects } from '../../../api/projects';
import { useLanguage } from '../../../app/language/LanguageContext';
import { PATHS } from '../../../app/paths';
import { ButtonLink } from '../../../components/Button';
import { ForwardArrow } from '../../../components/DirectionalIcon';
import { EmptyState } from '../../../components/EmptyState';
import { Container, Section, VisuallyHidden } from '../../../components/layout';
import { ProjectCard } from '../../../components/project/ProjectCard';
import { ProjectCardSkeleton } from '../../../components/project/ProjectCardSkeleton';
import { ProjectGrid } from '../../../components/project/ProjectGrid';
import { SectionHeader } from '../../../components/SectionHeader';
import { CategoryFilter } from './CategoryFilter';
import { categoriesOf, landingGrid, type CategoryChoice } from './landingProjects';

const LANDING_SKELETONS = 3;

const ViewAll = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(10)};
`;

export function ProjectsSection() {
  const { language, t } = useLanguage();
  const { projects, error } = useProjects(language);
  const [selected, setSelected] = useState<CategoryChoice>(null);
  const categories = useMemo(() => categoriesOf(projects ?? []), [projects]);
  // A category missing from this language's projects (after a language switch) means all.
  const category = selected !== null && categories.includes(selected) ? selected : null;
  const grid = landingGrid(projects ?? [], category);

  let body;
  if (projects === undefined && !error) {
    body = (
      <ProjectGrid aria-busy="true">
        <VisuallyHidden as="li">{t('projects.loading')}</VisuallyHidden>
        {Array.from({ length: LANDING_SKELETONS }, (_, index) => (
          <li key={index}>
            <ProjectCardSkeleton />
          </li>
        ))}
      </ProjectGrid>
    );
  } else if (!projects || projects.length === 0) {
    body = (
      <EmptyState
        icon={<FolderOpen size={36} aria-hidden="true" />}
        title={t('projects.empty.title')}
        text={t('projects.empty.text')}
      />
    );
  } else {
    body = (
      <>
        <CategoryFilter categories={categories} selected={category} onSelect={setSelected} />
        <ProjectGrid>
          {grid.cards.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                maxFeatures={LANDING_CARD_FEATURES}
                maxUseCases={LANDING_CARD_USE_CASES}
              />
            </li>
          ))}
        </ProjectGrid>
        {grid.showViewAll && (
          <ViewAll>
            <ButtonLink to={PATHS.projects} $variant="primary" $size="lg">
              {t('projects.viewAll')}
              <ForwardArrow size={18} />
            </ButtonLink>
          </ViewAll>
        )}
      </>
    );
  }

  return (
    <Section id="projects" aria-labelledby="projects-title">
      <Container>
        <SectionHeader id="projects-title" title={t('projects.title')} subtitle={t('projects.subtitle')} />
        {body}
      </Container>
    </Section>
  );
}
