import type { MediaFile, UploadKind } from '@rawi/proto';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useMediaActions, useMediaFiles } from '../../../api/admin/media';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminEmpty } from '../../../components/admin/ui/AdminEmpty';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { FileDropZone } from '../../../components/admin/ui/FileDropZone';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { useNotify, type NotifyText } from '../../../components/admin/notifications/useNotify';
import { PageLoader } from '../../../components/Spinner';
import type { TranslationKey } from '../../../i18n';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaGrid } from './MediaGrid';

/** A toast's title and, where there is one, its text. */
type Notice = [title: NotifyText, description?: NotifyText];

export interface MediaLibraryTexts {
  uploadTitle: TranslationKey;
  hint: TranslationKey;
  confirmDelete: TranslationKey;
  uploaded: Notice;
  uploadFailed: Notice;
  deleted: Notice;
  deleteFailed: Notice;
}

interface MediaLibraryProps {
  /** Where uploads go (`content` also takes videos). */
  kind: UploadKind;
  accept: string;
  texts: MediaLibraryTexts;
  onCopy?: (file: MediaFile) => void;
}

/** Upload card and the gallery of stored files, shared by the media library and the content page. */
export function MediaLibrary({ kind, accept, texts, onCopy }: MediaLibraryProps) {
  const { t } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const { data: files, error, mutate } = useMediaFiles();
  const actions = useMediaActions();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<MediaFile | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await actions.upload(file, kind);
      notify.success(...texts.uploaded);
    } catch {
      notify.failure(...texts.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const remove = async (file: MediaFile) => {
    if (!(await confirm({ message: t(texts.confirmDelete) }))) return;
    try {
      await actions.remove(file.id);
      notify.success(...texts.deleted);
    } catch {
      notify.failure(...texts.deleteFailed);
    }
  };

  return (
    <Stack $gap={5}>
      <Card>
        <CardHeader title={t(texts.uploadTitle)} />
        <FileDropZone accept={accept} hint={t(texts.hint)} uploading={uploading} onFile={upload} />
      </Card>
      <Card>
        <CardHeader title={t('admin.media.list.title', { count: files?.length ?? 0 })} />
        {error ? (
          <LoadError message={t('admin.media.loadFailed')} onRetry={() => void mutate()} />
        ) : files === undefined ? (
          <PageLoader />
        ) : files.length === 0 ? (
          <AdminEmpty icon={<ImageOff size={36} aria-hidden="true" />} text={t('admin.media.empty')} />
        ) : (
          <MediaGrid
            files={files}
            onDelete={(file) => void remove(file)}
            onEdit={setEditing}
            onCopy={onCopy}
          />
        )}
      </Card>
      <MediaDetailsDialog file={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
