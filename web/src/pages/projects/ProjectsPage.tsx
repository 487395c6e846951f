import { LOADING_SKELETONS, PUBLIC_LIST_CARD_FEATURES } from '@rawi/proto';
import styled from 'styled-components';
import { useContent } from '../../api/content';
import { useProjects } from '../../api/projects';
import { useLanguage } from '../../app/language/LanguageContext';
import { Container } from '../../components/layout';
import { PageHeader } from '../../components/PageHeader';
import { ProjectCards, ProjectList } from '../../components/project/ProjectList';
import { projectsHead } from '../../app/pageHeads';
import { useDocumentHead } from '../../hooks/useDocumentHead';

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space(12)} 0 ${theme.space(20)}`};
`;

/** /projects: every project in the current language. */
export function ProjectsPage() {
  const { language, t } = useLanguage();
  const { projects, error } = useProjects(language);
  const { data: hero } = useContent('hero', language);
  useDocumentHead(projectsHead(t, hero?.data.projectsSeo));

  return (
    <>
      <PageHeader title={t('projectsPage.heading')} intro={t('projectsPage.intro')} />
      <Body>
        <Container>
          <ProjectList projects={projects} error={error} skeletons={LOADING_SKELETONS}>
            {(loaded) => (
              <ProjectCards projects={loaded} maxFeatures={PUBLIC_LIST_CARD_FEATURES} firstScreen />
            )}
          </ProjectList>
        </Container>
      </Body>
    </>
  );
}
