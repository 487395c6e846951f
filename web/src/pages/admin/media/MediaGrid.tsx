import { LANGUAGES, type MediaFile } from '@rawi/proto';
import { Copy, FileVideo, Pencil, Trash } from 'lucide-react';
import styled from 'styled-components';
import { TileGrid } from '../../../components/admin/ui/TileGrid';
import { useLanguage } from '../../../app/language/LanguageContext';
import { IconButton } from '../../../components/admin/ui/buttons';
import { kilobytes } from '../../../components/admin/ui/format';
import { Badge } from '../../../components/Badge';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { oneLine, twoLines } from './clampedText';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Thumb = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img,
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Its own line under the size, never broken before its unit. */
const Dimensions = styled.bdi`
  display: block;
  white-space: nowrap;
`;

const Info = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(3)}`};
  div {
    flex: 1;
    min-width: 0;
  }
  p {
    ${oneLine}
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An image's alt text in each language (or its decorative mark), under its name. */
const Alts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `0 ${theme.space(3)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1.5)};
    min-width: 0;
  }
  dt {
    flex: none;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    ${twoLines}
  }
`;

function AltTexts({ file }: { file: MediaFile }) {
  const { t } = useLanguage();
  if (file.decorative) {
    return (
      <Alts data-testid="media-alt">
        <div>
          <Badge>{t('admin.media.decorative.badge')}</Badge>
        </div>
      </Alts>
    );
  }
  return (
    <Alts data-testid="media-alt">
      {LANGUAGES.map((language) => (
        <div key={language}>
          <dt>{t(`language.${language}`)}</dt>
          {file.alt?.[language] ? (
            <dd dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
              {file.alt[language]}
            </dd>
          ) : (
            <dd>
              <Badge $tone="warning">{t('admin.media.noAlt')}</Badge>
            </dd>
          )}
        </div>
      ))}
    </Alts>
  );
}

interface MediaGridProps {
  files: MediaFile[];
  onDelete: (file: MediaFile) => void;
  /** 'Image Details' (alt texts, decorative, focal point) of an image. */
  onEdit?: (file: MediaFile) => void;
  /** The content page's media tab adds 'Copy URL'. */
  onCopy?: (file: MediaFile) => void;
}

/**
 * Thumbnails (placed by their focal points) with the original name, the size in KB, and an
 * image's alt text in each language or its decorative mark.
 */
export function MediaGrid({ files, onDelete, onEdit, onCopy }: MediaGridProps) {
  const { t } = useLanguage();
  return (
    <TileGrid $min={180}>
      {files.map((file) => (
        <Item key={file.id} data-testid="media-item">
          <Thumb>
            {file.type.startsWith('image/') ? (
              <ResponsiveImage src={file.url} alt={file.originalName} sizes="240px" />
            ) : file.type.startsWith('video/') ? (
              <video src={file.url} muted preload="metadata" aria-label={file.originalName} />
            ) : (
              <FileVideo size={32} aria-hidden="true" />
            )}
          </Thumb>
          <Info>
            <div>
              <p title={file.originalName} dir="auto">
                {file.originalName}
              </p>
              <small>
                {t('admin.media.sizeKb', { size: kilobytes(file.size) })}
                {file.width && file.height ? (
                  <Dimensions data-testid="media-dimensions">
                    {t('admin.media.dimensions', { width: file.width, height: file.height })}
                  </Dimensions>
                ) : null}
              </small>
            </div>
            {onEdit && file.type.startsWith('image/') && (
              <IconButton
                type="button"
                aria-label={t('admin.media.details.edit', { name: file.originalName })}
                title={t('admin.media.details.title')}
                onClick={() => onEdit(file)}
              >
                <Pencil size={16} aria-hidden="true" />
              </IconButton>
            )}
            {onCopy && (
              <IconButton
                type="button"
                aria-label={t('admin.content.media.copyUrl')}
                title={t('admin.content.media.copyUrl')}
                onClick={() => onCopy(file)}
              >
                <Copy size={16} aria-hidden="true" />
              </IconButton>
            )}
            <IconButton
              type="button"
              $tone="danger"
              aria-label={t('admin.media.delete', { name: file.originalName })}
              onClick={() => onDelete(file)}
            >
              <Trash size={16} aria-hidden="true" />
            </IconButton>
          </Info>
          {file.type.startsWith('image/') && <AltTexts file={file} />}
        </Item>
      ))}
    </TileGrid>
  );
}
