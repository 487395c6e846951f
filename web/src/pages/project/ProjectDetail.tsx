import type { Project, ProjectStatus } from '@rawi/proto';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { Badge, type BadgeTone } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { BackArrow, ForwardArrow } from '../../components/DirectionalIcon';
import { Container } from '../../components/layout';
import { PageHeader } from '../../components/PageHeader';
import { imageAltOf } from '../../lib/imageAlt';
import { extractYouTubeId } from '../../lib/youtube';
import { ProjectList, ProjectSection } from './ProjectSection';
import { VideoDemo } from './VideoDemo';

const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  active: 'success',
  draft: 'warning',
  archived: 'neutral',
};

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => `${theme.space(12)} 0 ${theme.space(20)}`};
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(12)};
`;

const Overview = styled.p`
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.laptop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(6)});
  }
`;

/** A fixed 16:9 box (the demo images' shape), so nothing moves when the image arrives. */
const Image = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const ContactCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(7)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function ProjectDetail({ project }: { project: Project }) {
  const { t } = useLanguage();
  const videoId = extractYouTubeId(project.youtubeUrl);
  const status = project.status in STATUS_TONES ? project.status : 'active';

  return (
    <article>
      <PageHeader
        title={project.title}
        intro={project.briefDescription}
        before={
          <>
            <BackLink to={PATHS.projects}>
              <BackArrow size={18} />
              {t('project.back')}
            </BackLink>
            <Badges>
              <Badge $tone="accent">{project.category}</Badge>
              <Badge $tone={STATUS_TONES[status]}>{t(`project.status.${status}`)}</Badge>
            </Badges>
          </>
        }
      />
      <Container>
        <Layout>
          <Main>
            <ProjectSection id="project-overview" title={t('project.overview')}>
              <Overview>{project.description}</Overview>
            </ProjectSection>
            <ProjectList id="project-features" title={t('project.keyFeatures')} items={project.features} />
            <ProjectList id="project-advantages" title={t('project.advantages')} items={project.advantages} />
            <ProjectList id="project-use-cases" title={t('project.useCases')} items={project.useCases} />
            {videoId && <VideoDemo videoId={videoId} title={project.title} />}
          </Main>
          <Aside>
            {project.imageUrl && (
              <Image
                src={project.imageUrl}
                alt={imageAltOf(project, project.title)}
                sizes="(min-width: 1024px) 420px, 100vw"
                crop="wide"
                width={1600}
                height={900}
              />
            )}
            <ContactCard>
              <h2>{t('project.contactTitle')}</h2>
              <p>{t('project.contactText')}</p>
              <ButtonLink to={PATHS.section('contact')} $variant="primary">
                {t('project.contactUs')}
                <ForwardArrow size={18} />
              </ButtonLink>
            </ContactCard>
          </Aside>
        </Layout>
      </Container>
    </article>
  );
}
