import { focalPercents, LANGUAGES, schemasFor, type FocalPoint, type MediaFile } from '@rawi/proto';
import { Crosshair } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { spreadRow } from '../../../components/admin/ui/spreadRow';
import { useMediaActions } from '../../../api/admin/media';
import { useLanguage } from '../../../app/language/LanguageContext';
import { failureReason } from '../../../components/admin/notifications/failureReason';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Stack } from '../../../components/admin/ui/Card';
import { Dialog } from '../../../components/admin/ui/Dialog';
import { DialogActions } from '../../../components/admin/ui/DialogActions';
import { PlainTextField } from '../../../components/admin/ui/form/PlainFields';
import { directionOfContent } from '../../../components/admin/ui/LanguageTabs';
import { Switch } from '../../../components/admin/ui/Switch';

/** The whole image (never cut), with the focal point marked where the editor put it. */
const FocalArea = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: crosshair;
  overflow: hidden;
  text-align: center;
  img {
    display: block;
    width: auto;
    max-width: 100%;
    height: auto;
    max-height: 50vh;
  }
  &:focus-visible {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
`;

/** Wraps the image tightly (its own proportions), so percents of it are percents of the picture. */
const Frame = styled.span`
  position: relative;
  display: inline-block;
  max-width: 100%;
  vertical-align: top;
`;

/**
 * The point, centred on it by physical left and top given inline, which the RTL plugin leaves as
 * they are (the picture is never mirrored, so neither is the point).
 */
const Marker = styled.span`
  position: absolute;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.dark};
  pointer-events: none;
`;

const FocalRow = styled.div`
  ${spreadRow(2)}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

interface MediaDetailsDialogProps {
  /** The image being edited; null when closed. */
  file: MediaFile | null;
  onClose: () => void;
}

/** 'Image Details': the alt text in English and Arabic, the decorative mark and the focal point. */
export function MediaDetailsDialog({ file, onClose }: MediaDetailsDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      open={file !== null}
      title={t('admin.media.details.title')}
      description={t('admin.media.details.description')}
      onClose={onClose}
      size="lg"
    >
      {file && <DetailsForm key={`${file.id}:${file.revision ?? 0}`} file={file} onClose={onClose} />}
    </Dialog>
  );
}

function DetailsForm({ file, onClose }: { file: MediaFile; onClose: () => void }) {
  const { t, language } = useLanguage();
  const notify = useNotify();
  const actions = useMediaActions();
  const [alt, setAlt] = useState({ en: file.alt?.en ?? '', ar: file.alt?.ar ?? '' });
  const [decorative, setDecorative] = useState(file.decorative === true);
  const [focal, setFocal] = useState<FocalPoint | null>(file.focal ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const shown = focalPercents(focal);

  const pointAt = (event: MouseEvent<HTMLButtonElement>) => {
    const image = event.currentTarget.querySelector('img');
    if (!image) return;
    const box = image.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setFocal({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const moveWithKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const from = focal ?? { x: 0.5, y: 0.5 };
    setFocal({ x: clamp(from.x + move[0]), y: clamp(from.y + move[1]) });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const details = { alt, decorative, focal };
    // The server's rules, with messages in the admin's language.
    try {
      await schemasFor(language).mediaDetails.validate(details, { abortEarly: false });
    } catch (error) {
      const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
      setErrors(Object.fromEntries(inner.map((problem) => [problem.path ?? '', problem.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await actions.updateDetails(file.id, details, file.revision);
      notify.success('admin.media.details.saved');
      onClose();
    } catch (error) {
      notify.failure(
        'admin.media.details.failed.title',
        failureReason(error) ?? 'admin.media.details.failed.text',
      );
    } finally {
      setSaving(false);
    }
  };

  const focalText = focal ? t('admin.media.focal.value', shown) : t('admin.media.focal.unset');
  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <Stack>
        <Label id={`focal-${file.id}`}>{t('admin.media.focal')}</Label>
        <FocalArea
          type="button"
          aria-labelledby={`focal-${file.id}`}
          aria-describedby={`focal-${file.id}-value`}
          onClick={pointAt}
          onKeyDown={moveWithKeys}
          data-testid="focal-area"
        >
          <Frame>
            <img src={file.url} alt={file.alt?.[language] ?? ''} width={file.width} height={file.height} />
            {focal && (
              <Marker
                style={{ left: `${shown.x}%`, top: `${shown.y}%`, marginLeft: -14, marginTop: -14 }}
                data-testid="focal-marker"
              />
            )}
          </Frame>
        </FocalArea>
        <FocalRow>
          <p id={`focal-${file.id}-value`} data-testid="focal-value">
            {focalText}. {t('admin.media.focal.hint')}
          </p>
          <SmallButton type="button" $variant="outline" disabled={!focal} onClick={() => setFocal(null)}>
            <Crosshair size={16} aria-hidden="true" />
            {t('admin.media.focal.reset')}
          </SmallButton>
        </FocalRow>
        {LANGUAGES.map((altLanguage) => (
          <PlainTextField
            key={altLanguage}
            label={t(`admin.media.alt.${altLanguage}`)}
            value={alt[altLanguage]}
            onChange={(text) => setAlt((current) => ({ ...current, [altLanguage]: text }))}
            hint={t('admin.media.alt.hint')}
            error={errors[`alt.${altLanguage}`]}
            dir={directionOfContent(altLanguage)}
          />
        ))}
        <Switch
          label={t('admin.media.decorative')}
          description={t('admin.media.decorative.hint')}
          checked={decorative}
          onChange={setDecorative}
        />
      </Stack>
      <DialogActions onCancel={onClose} submitLabel={t('admin.media.details.save')} submitting={saving} />
    </form>
  );
}
