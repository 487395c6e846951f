import { LOADING_SKELETONS, PUBLIC_LIST_CARD_FEATURES } from '@rawi/proto';
import { FolderOpen } from 'lucide-react';
import styled from 'styled-components';
import { useProjects } from '../../api/projects';
import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { Container, VisuallyHidden } from '../../components/layout';
import { PageHeader } from '../../components/PageHeader';
import { ProjectCard } from '../../components/project/ProjectCard';
import { ProjectCardSkeleton } from '../../components/project/ProjectCardSkeleton';
import { ProjectGrid } from '../../components/project/ProjectGrid';
import { useDocumentHead } from '../../hooks/useDocumentHead';

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space(12)} 0 ${theme.space(20)}`};
`;

/** /projects: every project in the current language. */
export function ProjectsPage() {
  const { language, t } = useLanguage();
  const { projects, error } = useProjects(language);
  useDocumentHead({
    title: t('seo.projects.title'),
    description: t('seo.projects.description'),
    path: PATHS.projects,
  });

  let body;
  if (projects === undefined && !error) {
    body = (
      <ProjectGrid aria-busy="true">
        <VisuallyHidden as="li">{t('projects.loading')}</VisuallyHidden>
        {Array.from({ length: LOADING_SKELETONS }, (_, index) => (
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
      <ProjectGrid>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} maxFeatures={PUBLIC_LIST_CARD_FEATURES} />
          </li>
        ))}
      </ProjectGrid>
    );
  }

  return (
    <>
      <PageHeader title={t('projectsPage.heading')} intro={t('projectsPage.intro')} />
      <Body>
        <Container>{body}</Container>
      </Body>
    </>
  );
}
