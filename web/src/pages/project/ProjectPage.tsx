import { SearchX, TriangleAlert } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useProject } from '../../api/projects';
import { LazyPreviewBanner } from '../../preview/LazyPreviewBanner';
import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { BackArrow } from '../../components/DirectionalIcon';
import { Container } from '../../components/layout';
import { PageLoader } from '../../components/Spinner';
import { useDocumentHead } from '../../hooks/useDocumentHead';
import { projectHead, projectSwitchTargets } from '../../app/pageHeads';
import { useLanguageSwitchTargets } from '../../app/language/switchTargets';
import { ProjectDetail } from './ProjectDetail';

const Missing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(20)} 0`};
  text-align: center;
  > svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * /projects/{slug}: the project with that slug, or 'Project Not Found'. A slug names its project
 * in its own language: reached in the other language (a link, a copied address), the page
 * switches to the project's language. Once the visitor switched language on this page themselves
 * it is not switched back (the toggle leads to the counterpart's own address).
 */
export function ProjectPage() {
  const { slug = '' } = useParams();
  const { language, setLanguage, t } = useLanguage();
  const { data: found, error } = useProject(slug, language);
  const [arrival, setArrival] = useState({ slug, language });
  if (arrival.slug !== slug) setArrival({ slug, language });
  const elsewhere = found && found.language !== language ? found.language : undefined;
  const follow = elsewhere !== undefined && arrival.slug === slug && arrival.language === language;
  useEffect(() => {
    if (follow && elsewhere) setLanguage(elsewhere);
  }, [follow, elsewhere, setLanguage]);
  // The other language's project is shown once the page is in its language.
  const project = elsewhere ? (follow ? undefined : null) : found;

  useDocumentHead(projectHead(t, slug, project));
  useLanguageSwitchTargets(project ? projectSwitchTargets(project) : undefined);

  // Waiting only while nothing is known: the server's answer (a project, or null for none) shows
  // at once while the browser asks again.
  if (project === undefined && !error) return <PageLoader />;
  if (project) {
    return (
      <>
        {project.status !== 'active' && (
          <Suspense fallback={null}>
            <LazyPreviewBanner />
          </Suspense>
        )}
        <ProjectDetail project={project} />
      </>
    );
  }

  return (
    <Container>
      <Missing>
        {error ? (
          <>
            <TriangleAlert size={56} aria-hidden="true" />
            <h1>{t('project.loadFailed')}</h1>
          </>
        ) : (
          <>
            <SearchX size={56} aria-hidden="true" />
            <h1>{t('project.notFound.title')}</h1>
            <p>{t('project.notFound.text')}</p>
          </>
        )}
        <Link to={PATHS.projects}>
          <BackArrow size={18} />
          {t('project.back')}
        </Link>
      </Missing>
    </Container>
  );
}
