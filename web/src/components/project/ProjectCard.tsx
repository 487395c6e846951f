import type { Project } from '@rawi/proto';
import { Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { capList } from '../../lib/capList';
import { imageAltOf } from '../../lib/imageAlt';
import { extractYouTubeId } from '../../lib/youtube';
import { Badge } from '../Badge';
import { CardText, CardTitle, CheckList } from '../cards';
import { CheckItems } from '../CheckItems';
import { ForwardArrow } from '../DirectionalIcon';
import { Ltr, VisuallyHidden } from '../layout';
import { ResponsiveImage } from '../ResponsiveImage';
import { PROJECT_CARD_IMAGE_CROP, PROJECT_CARD_IMAGE_SIZES } from './cardImageSizes';
import { ProjectPlaceholder } from './ProjectPlaceholder';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.durations.base},
    border-color ${({ theme }) => theme.durations.base};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

/** The project's picture across the top of the card, in a fixed 16:9 box so nothing moves as it loads. */
const Media = styled.div`
  overflow: hidden;
  aspect-ratio: 16 / 9;
  margin: ${({ theme }) => `-${theme.space(6)} -${theme.space(6)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.dark};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const List = styled(CheckList)`
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const More = styled.li`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
`;

/** 'View Details' covers the whole card, so the card is one tab stop and one click target. */
const Details = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: auto;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
`;

interface ProjectCardProps {
  project: Project;
  /** Features shown before '+N more features'. */
  maxFeatures: number;
  /** Use cases shown before '+N'; none shown when not given. */
  maxUseCases?: number;
  /** The card's image is the first screen's largest (the first card of /projects): loaded at once. */
  imagePriority?: boolean;
}

export function ProjectCard({ project, maxFeatures, maxUseCases, imagePriority = false }: ProjectCardProps) {
  const { t } = useLanguage();
  const titleId = useId();
  const features = capList(project.features ?? [], maxFeatures);
  const useCases = maxUseCases === undefined ? null : capList(project.useCases ?? [], maxUseCases);
  const hasVideo = extractYouTubeId(project.youtubeUrl) !== null;

  return (
    <Card>
      <Media>
        {project.imageUrl ? (
          <ResponsiveImage
            src={project.imageUrl}
            // The card's title follows: a project saved without alt text gets an empty one, not the title twice.
            alt={imageAltOf(project, '')}
            sizes={PROJECT_CARD_IMAGE_SIZES}
            crop={PROJECT_CARD_IMAGE_CROP}
            priority={imagePriority}
            width={1600}
            height={900}
          />
        ) : (
          <ProjectPlaceholder category={project.category} />
        )}
      </Media>
      <Top>
        <Badge $tone="accent">{project.category}</Badge>
        {hasVideo && <Video size={20} aria-label={t('projects.hasVideo')} role="img" />}
      </Top>
      <CardTitle id={titleId}>{project.title}</CardTitle>
      <CardText>{project.briefDescription}</CardText>
      {features.visible.length > 0 && (
        <List>
          <CheckItems items={features.visible} />
          {features.rest > 0 && <More>{t('projects.moreFeatures', { count: features.rest })}</More>}
        </List>
      )}
      {useCases && useCases.visible.length > 0 && (
        <Tags>
          <VisuallyHidden as="li">{t('projects.useCases')}</VisuallyHidden>
          {useCases.visible.map((useCase, index) => (
            <li key={`${index}-${useCase}`}>
              <Badge>{useCase}</Badge>
            </li>
          ))}
          {useCases.rest > 0 && (
            <li>
              <Badge $tone="primary">
                <Ltr>{t('projects.moreCount', { count: useCases.rest })}</Ltr>
              </Badge>
            </li>
          )}
        </Tags>
      )}
      <Details to={PATHS.project(project.slug)} aria-describedby={titleId}>
        {t('projects.viewDetails')}
        <ForwardArrow size={16} />
      </Details>
    </Card>
  );
}
