import { Trash } from 'lucide-react';
import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { useMediaActions } from '../../../api/admin/media';
import { useLanguage } from '../../../app/language/LanguageContext';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { FileDropZone } from '../../../components/admin/ui/FileDropZone';
import { PlainSelect, PlainTextField } from '../../../components/admin/ui/form/PlainFields';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { gradientColours } from '../../landing/hero/heroView';
import { gradientChoices, type HeroForm } from './heroForm';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { UpdateHero } from './HeroTextCard';

const Preview = styled.div<{ $from: string; $to: string }>`
  position: relative;
  aspect-ratio: 16 / 7;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(135deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const RemoveButton = styled(SmallButton)`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
`;

const NoImage = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Background image (uploaded through the media library), its preview, and the gradient under it. */
export function HeroBackgroundCard({ form, update }: { form: HeroForm; update: UpdateHero }) {
  const { t } = useLanguage();
  const theme = useTheme();
  const notify = useNotify();
  const media = useMediaActions();
  const [uploading, setUploading] = useState(false);
  const gradient = gradientColours(form.gradientOverlay, theme.gradientPalette);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const saved = await media.upload(file, 'media');
      update('backgroundImage', saved.url);
      notify.success('admin.media.uploaded');
    } catch {
      notify.failure('admin.media.uploadFailed.title', 'admin.media.uploadFailed.text');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('admin.hero.background.title')}
        description={t('admin.hero.background.description')}
      />
      <Stack>
        <Preview $from={gradient.from} $to={gradient.to} data-testid="hero-background-preview">
          {form.backgroundImage ? (
            <>
              <ResponsiveImage
                src={form.backgroundImage}
                alt={t('admin.hero.background.previewAlt')}
                sizes="(min-width: 1024px) 600px, 100vw"
                style={{ opacity: form.imageOpacity / 100 }}
              />
              <RemoveButton type="button" $variant="outline" onClick={() => update('backgroundImage', '')}>
                <Trash size={16} aria-hidden="true" />
                {t('admin.hero.background.remove')}
              </RemoveButton>
            </>
          ) : (
            <NoImage>{t('admin.hero.background.none')}</NoImage>
          )}
        </Preview>
        <FileDropZone accept="image/*" hint={t('admin.media.hint')} uploading={uploading} onFile={upload} />
        <PlainTextField
          label={t('admin.hero.background.url')}
          value={form.backgroundImage}
          onChange={(v) => update('backgroundImage', v)}
          dir="ltr"
        />
        <PlainSelect
          label={t('admin.hero.gradient')}
          value={form.gradientOverlay}
          onChange={(v) => update('gradientOverlay', v)}
          options={gradientChoices(form.gradientOverlay).map((token) => ({
            value: token,
            label:
              token === 'blue-900-to-blue-700'
                ? t('admin.hero.gradient.blue')
                : token === 'slate-900-to-slate-700'
                  ? t('admin.hero.gradient.slate')
                  : token,
          }))}
        />
      </Stack>
    </Card>
  );
}
