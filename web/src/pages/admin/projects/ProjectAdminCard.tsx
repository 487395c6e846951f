import {
  ADMIN_PROJECT_CARD_FEATURES,
  type Project,
  type ProjectStatus,
  type ProjectTranslationStatus,
} from '@rawi/proto';
import { CirclePlay, Eye } from 'lucide-react';
import styled from 'styled-components';
import { spreadRow } from '../../../components/admin/ui/spreadRow';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { IconButton } from '../../../components/admin/ui/buttons';
import { EditDeleteButtons } from '../../../components/admin/ui/EditDeleteButtons';
import { TagList } from '../../../components/admin/ui/TagList';
import { WrapBadge } from '../../../components/admin/ui/WrapBadge';
import { extractYouTubeId, youTubeWatchUrl } from '../../../lib/youtube';
import { projectPreviewUrl } from '../../../preview/preview';
import { ProjectPlaceholder } from '../../../components/project/ProjectPlaceholder';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { ProjectCardStatus } from './ProjectCardStatus';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  display: flex;
  align-items: center;
  justify-content: center;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.dark},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.onDarkMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StatusSlot = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Foot = styled.div`
  ${spreadRow(2)}
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  active: 'success',
  draft: 'warning',
  archived: 'neutral',
};

interface ProjectAdminCardProps {
  project: Project;
  /** Its pair's translation status, once read. */
  translation?: ProjectTranslationStatus;
  onEdit: () => void;
  onDelete: () => void;
  /** The first card: its image is the screen's largest paint, loaded at once and ahead of the rest. */
  priority?: boolean;
}

export function ProjectAdminCard({
  project,
  translation,
  onEdit,
  onDelete,
  priority = false,
}: ProjectAdminCardProps) {
  const { t } = useLanguage();
  const shown = project.features.slice(0, ADMIN_PROJECT_CARD_FEATURES);
  const more = project.features.length - shown.length;
  const dir = project.language === 'ar' ? 'rtl' : 'ltr';
  // The public page's rule: a link is a video only when it yields an 11-character YouTube id.
  const videoId = extractYouTubeId(project.youtubeUrl);
  return (
    <Card data-testid="project-card">
      <Media>
        {project.imageUrl ? (
          <ResponsiveImage
            src={project.imageUrl}
            alt=""
            sizes="(min-width: 1024px) 400px, 100vw"
            crop="wide"
            priority={priority}
          />
        ) : (
          <ProjectPlaceholder category={project.category} />
        )}
        <StatusSlot>
          <Badge $tone={STATUS_TONES[project.status]}>{t(`admin.projects.status.${project.status}`)}</Badge>
        </StatusSlot>
      </Media>
      <Body>
        <div dir={dir}>
          <h3>{project.title}</h3>
          <p>{project.briefDescription}</p>
        </div>
        {shown.length > 0 && (
          <TagList dir={dir}>
            {shown.map((feature) => (
              <li key={feature}>
                <WrapBadge $tone="primary">{feature}</WrapBadge>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Badge>{`+${more}`}</Badge>
              </li>
            )}
          </TagList>
        )}
        <TagList>
          <li>
            <Badge $tone="accent">{project.category}</Badge>
          </li>
          <li>
            <Badge title={t('admin.projects.field.sortOrder')}>
              {t('admin.projects.sortOrderBadge', { order: project.sortOrder })}
            </Badge>
          </li>
        </TagList>
        <ProjectCardStatus project={project} translation={translation} />
        <Foot>
          <span>
            {videoId && (
              <a href={youTubeWatchUrl(videoId)} target="_blank" rel="noopener noreferrer">
                <CirclePlay size={16} aria-hidden="true" />
                {t('admin.projects.youtube')}
              </a>
            )}
          </span>
          <span>
            {project.status !== 'active' && (
              <IconButton
                as="a"
                href={projectPreviewUrl(project.slug, project.language)}
                target="_blank"
                rel="noopener"
                title={t('admin.projects.preview')}
                aria-label={t('admin.projects.previewFor', { title: project.title })}
              >
                <Eye size={16} aria-hidden="true" />
              </IconButton>
            )}
            <EditDeleteButtons
              editLabel={t('admin.projects.edit', { title: project.title })}
              deleteLabel={t('admin.projects.delete', { title: project.title })}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </span>
        </Foot>
      </Body>
    </Card>
  );
}
