import type { MediaFile } from '@rawi/proto';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { MediaLibrary, type MediaLibraryTexts } from '../media/MediaLibrary';

const texts: MediaLibraryTexts = {
  uploadTitle: 'admin.content.media.upload',
  hint: 'admin.content.media.hint',
  confirmDelete: 'admin.content.media.confirmDelete',
  uploaded: ['admin.content.media.uploaded'],
  uploadFailed: ['admin.content.media.uploadFailed'],
  deleted: ['admin.content.media.deleted'],
  deleteFailed: ['admin.content.media.deleteFailed'],
};

/** The content page's media: images and videos (`?kind=content`), with 'Copy URL'. */
export function ContentMediaTab() {
  const notify = useNotify();

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
    <MediaLibrary kind="content" accept="image/*,video/*" texts={texts} onCopy={(file) => void copy(file)} />
  );
}
