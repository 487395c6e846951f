import type { Language, MediaFile } from '@rawi/proto';
import { ImageOff } from 'lucide-react';
import styled from 'styled-components';
import { useMediaFiles } from '../../../api/admin/media';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../../components/Badge';
import { AdminEmpty } from '../../../components/admin/ui/AdminEmpty';
import { Dialog } from '../../../components/admin/ui/Dialog';
import { directionOfContent } from '../../../components/admin/ui/LanguageTabs';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { PageLoader } from '../../../components/Spinner';
import { oneLine, twoLines } from './clampedText';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  max-height: 60vh;
  overflow-y: auto;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  strong {
    ${oneLine}
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  small {
    ${twoLines}
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface MediaPickerDialogProps {
  open: boolean;
  /** The language being edited: each image shows (and brings) its alt text in it. */
  language: Language;
  onPick: (file: MediaFile) => void;
  onClose: () => void;
}

/** The media library's images to choose one from, each with its alt text in the language edited. */
export function MediaPickerDialog({ open, language, onPick, onClose }: MediaPickerDialogProps) {
  const { t } = useLanguage();
  const { data: files, error, mutate } = useMediaFiles(open);
  const images = files?.filter((file) => file.type.startsWith('image/'));
  return (
    <Dialog
      open={open}
      title={t('admin.image.picker.title')}
      description={t('admin.image.picker.description')}
      onClose={onClose}
      size="lg"
    >
      {error ? (
        <LoadError message={t('admin.image.picker.loadFailed')} onRetry={() => void mutate()} />
      ) : images === undefined ? (
        <PageLoader />
      ) : images.length === 0 ? (
        <AdminEmpty icon={<ImageOff size={36} aria-hidden="true" />} text={t('admin.image.picker.empty')} />
      ) : (
        <Grid>
          {images.map((file) => (
            <li key={file.id}>
              <Choice
                type="button"
                aria-label={t('admin.image.picker.pick', { name: file.originalName })}
                onClick={() => onPick(file)}
                data-testid="media-choice"
              >
                <ResponsiveImage src={file.url} alt="" sizes="160px" />
                <strong dir="auto">{file.originalName}</strong>
                {file.decorative ? (
                  <Badge>{t('admin.media.decorative.badge')}</Badge>
                ) : file.alt?.[language] ? (
                  <small dir={directionOfContent(language)}>{file.alt[language]}</small>
                ) : (
                  <Badge $tone="warning">{t('admin.media.noAlt')}</Badge>
                )}
              </Choice>
            </li>
          ))}
        </Grid>
      )}
    </Dialog>
  );
}
