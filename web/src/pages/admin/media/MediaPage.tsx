import type { MediaFile } from '@rawi/proto';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useMediaActions, useMediaFiles } from '../../../api/admin/media';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminEmpty } from '../../../components/admin/AdminEmpty';
import { AdminPage } from '../../../components/admin/AdminPage';
import { Card, CardHeader, Stack } from '../../../components/admin/Card';
import { useConfirm } from '../../../components/admin/confirm';
import { FileDropZone } from '../../../components/admin/FileDropZone';
import { LoadError } from '../../../components/admin/LoadError';
import { useNotify } from '../../../components/admin/useNotify';
import { PageLoader } from '../../../components/Spinner';
import { MediaGrid } from './MediaGrid';

/** The media library: images only (the content page's media tab also takes videos). */
export function MediaPage() {
  const { t } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const { data: files, error, mutate } = useMediaFiles();
  const actions = useMediaActions();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await actions.upload(file, 'media');
      notify.success('admin.media.uploaded');
    } catch {
      notify.failure('admin.media.uploadFailed.title', 'admin.media.uploadFailed.text');
    } finally {
      setUploading(false);
    }
  };

  const remove = async (file: MediaFile) => {
    if (!(await confirm({ message: t('admin.media.confirmDelete') }))) return;
    try {
      await actions.remove(file.id);
      notify.success('admin.media.deleted');
    } catch {
      notify.failure('admin.media.deleteFailed.title', 'admin.media.deleteFailed.text');
    }
  };

  return (
    <AdminPage title={t('admin.media.title')} description={t('admin.media.description')}>
      <Stack $gap={5}>
        <Card>
          <CardHeader title={t('admin.media.upload.title')} />
          <FileDropZone accept="image/*" hint={t('admin.media.hint')} uploading={uploading} onFile={upload} />
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
            <MediaGrid files={files} onDelete={(file) => void remove(file)} />
          )}
        </Card>
      </Stack>
    </AdminPage>
  );
}
