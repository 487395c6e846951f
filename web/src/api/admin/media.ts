import { API, MAX_UPLOAD_BYTES, type MediaFile, type UploadKind } from '@rawi/proto';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../request';

/** GET /api/media, newest first. */
export function useMediaFiles() {
  return useSWR<MediaFile[], Error>(API.media);
}

/** Spec section 5: a file over 10 MB is refused before it is sent. */
export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > MAX_UPLOAD_BYTES;
}

/** The upload path; the content page's media tab also takes videos (`?kind=content`). */
export function uploadPath(kind: UploadKind): string {
  return kind === 'content' ? `${API.mediaUpload}?kind=content` : API.mediaUpload;
}

export function useMediaActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      upload: async (file: File, kind: UploadKind = 'media') => {
        const body = new FormData();
        body.append('file', file);
        const saved = await request<MediaFile>(uploadPath(kind), { method: 'POST', body });
        await mutate(API.media);
        return saved;
      },
      remove: async (id: string) => {
        await request<void>(API.mediaItem(id), { method: 'DELETE' });
        await mutate(API.media);
      },
    }),
    [mutate],
  );
}
