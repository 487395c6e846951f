import type { MediaFile } from '@rawi/proto';
import { Copy, FileVideo, Trash } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { IconButton } from '../../../components/admin/ui/buttons';
import { kilobytes } from '../../../components/admin/ui/format';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
`;

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
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface MediaGridProps {
  files: MediaFile[];
  onDelete: (file: MediaFile) => void;
  /** The content page's media tab adds 'Copy URL'. */
  onCopy?: (file: MediaFile) => void;
}

/** Thumbnails with the original name and the size in KB. */
export function MediaGrid({ files, onDelete, onCopy }: MediaGridProps) {
  const { t } = useLanguage();
  return (
    <Grid>
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
        </Item>
      ))}
    </Grid>
  );
}
