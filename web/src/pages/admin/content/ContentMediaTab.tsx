import type { MediaFile } from '@rawi/proto';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useMediaActions, useMediaFiles } from '../../../api/admin/media';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminEmpty } from '../../../components/admin/AdminEmpty';
import { Card, CardHeader, Stack } from '../../../components/admin/Card';
import { useConfirm } from '../../../components/admin/confirm';
import { FileDropZone } from '../../../components/admin/FileDropZone';
import { LoadError } from '../../../components/admin/LoadError';
import { useNotify } from '../../../components/admin/useNotify';
import { PageLoader } from '../../../components/Spinner';
import { MediaGrid } from '../media/MediaGrid';

/** The content page's media: images and videos (`?kind=content`), with 'Copy URL'. */
export function ContentMediaTab() {
  const { t } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const { data: files, error, mutate } = useMediaFiles();
  const actions = useMediaActions();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await actions.upload(file, 'content');
      notify.success('admin.content.media.uploaded');
    } catch {
      notify.failure('admin.content.media.uploadFailed');
    } finally {
      setUploading(false);
    }
  };

  const remove = async (file: MediaFile) => {
    if (!(await confirm({ message: t('admin.content.media.confirmDelete') }))) return;
    try {
      await actions.remove(file.id);
      notify.success('admin.content.media.deleted');
    } catch {
      notify.failure('admin.content.media.deleteFailed');
    }
  };

  const copy = async (file: MediaFile) => {
    const url = new URL(file.url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      notify.success('admin.content.media.copied', {
        key: 'admin.content.media.copied.text',
        values: { url },
      });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): show the address instead.
      notify.failure('admin.content.media.copyFailed', {
        key: 'admin.content.media.copied.text',
        values: { url },
      });
    }
  };

  return (
    <Stack $gap={5}>
      <Card>
        <CardHeader title={t('admin.content.media.upload')} />
        <FileDropZone
          accept="image/*,video/*"
          hint={t('admin.content.media.hint')}
          uploading={uploading}
          onFile={upload}
        />
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
            onCopy={(file) => void copy(file)}
          />
        )}
      </Card>
    </Stack>
  );
}
