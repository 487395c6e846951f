import { LANDING_CARD_FEATURES, LANDING_CARD_USE_CASES } from '@rawi/proto';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useProjects } from '../../../api/projects';
import { useLanguage } from '../../../app/language/LanguageContext';
import { PATHS } from '../../../app/paths';
import { ButtonLink } from '../../../components/Button';
import { ForwardArrow } from '../../../components/DirectionalIcon';
import { Container } from '../../../components/layout';
import { LowerSection } from '../LowerSection';
import { ProjectCards, ProjectList } from '../../../components/project/ProjectList';
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

  return (
    <LowerSection id="projects" aria-labelledby="projects-title">
      <Container>
        <SectionHeader id="projects-title" title={t('projects.title')} subtitle={t('projects.subtitle')} />
        <ProjectList projects={projects} error={error} skeletons={LANDING_SKELETONS}>
          {() => (
            <>
              <CategoryFilter categories={categories} selected={category} onSelect={setSelected} />
              <ProjectCards
                projects={grid.cards}
                maxFeatures={LANDING_CARD_FEATURES}
                maxUseCases={LANDING_CARD_USE_CASES}
              />
              {grid.showViewAll && (
                <ViewAll>
                  <ButtonLink to={PATHS.projects} $variant="primary" $size="lg">
                    {t('projects.viewAll')}
                    <ForwardArrow size={18} />
                  </ButtonLink>
                </ViewAll>
              )}
            </>
          )}
        </ProjectList>
      </Container>
    </LowerSection>
  );
}
