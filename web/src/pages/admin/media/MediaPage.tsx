import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { MediaLibrary, type MediaLibraryTexts } from './MediaLibrary';

const texts: MediaLibraryTexts = {
  uploadTitle: 'admin.media.upload.title',
  hint: 'admin.media.hint',
  confirmDelete: 'admin.media.confirmDelete',
  uploaded: ['admin.media.uploaded'],
  uploadFailed: ['admin.media.uploadFailed.title', 'admin.media.uploadFailed.text'],
  deleted: ['admin.media.deleted'],
  deleteFailed: ['admin.media.deleteFailed.title', 'admin.media.deleteFailed.text'],
};

/** The media library: images only (the content page's media tab also takes videos). */
export function MediaPage() {
  const { t } = useLanguage();
  return (
    <AdminPage title={t('admin.media.title')} description={t('admin.media.description')}>
      <MediaLibrary kind="media" accept="image/*" texts={texts} />
    </AdminPage>
  );
}
