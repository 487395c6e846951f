import { CloudUpload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { isTooLarge } from '../../../api/admin/media';
import { useNotify } from '../notifications/useNotify';
import { useLanguage } from '../../../app/language/LanguageContext';

const Zone = styled.div<{ $active: boolean; $busy: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border: 2px dashed
    ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : theme.colors.background)};
  text-align: center;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  transition:
    background ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};
  svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline-offset: 2px;
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.onDangerSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

interface FileDropZoneProps {
  /** The input's accept list, e.g. 'image/*' or 'image/*,video/*'. */
  accept: string;
  hint: string;
  uploading: boolean;
  onFile: (file: File) => void;
  /** Extra text in the zone, e.g. what kinds of file it takes. */
  title?: string;
}

/**
 * Drag a file in or click (or press Enter) to choose one. A file over 10 MB is refused here
 * with the alert 'File size too large' and never sent: an error toast (role alert) announces it
 * once, each time, and the same words stay under the zone as part of its description.
 */
export function FileDropZone({ accept, hint, uploading, onFile, title }: FileDropZoneProps) {
  const { t } = useLanguage();
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);

  const take = (file: File | undefined) => {
    if (!file || uploading) return;
    if (isTooLarge(file)) {
      setTooLarge(true);
      notify.failure('admin.upload.tooLarge');
      return;
    }
    setTooLarge(false);
    onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div>
      <Zone
        role="button"
        tabIndex={0}
        aria-describedby={tooLarge ? `${hintId} ${errorId}` : hintId}
        aria-busy={uploading}
        $active={dragging}
        $busy={uploading}
        onClick={() => inputRef.current?.click()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            inputRef.current?.click();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <CloudUpload size={32} aria-hidden="true" />
        <Title>{uploading ? t('admin.upload.uploading') : (title ?? t('admin.upload.prompt'))}</Title>
        <Hint id={hintId}>{hint}</Hint>
      </Zone>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {tooLarge && <Alert id={errorId}>{t('admin.upload.tooLarge')}</Alert>}
    </div>
  );
}
