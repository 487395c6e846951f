import { MAX_UPLOAD_BYTES, pathOf, type UploadKind } from '@rawi/proto';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { call, useRead } from '../call';

/** GET /api/media, newest first. */
export function useMediaFiles() {
  return useRead('GET /api/media', {});
}

/** A file over 10 MB is refused before it is sent. */
export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > MAX_UPLOAD_BYTES;
}

/** The media list's SWR key. */
const mediaKey = () => pathOf('GET /api/media');

/** The upload's query: the content page's media tab also takes videos (`?kind=content`). */
const uploadQuery = (kind: UploadKind) => (kind === 'content' ? { kind } : {});

export function useMediaActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      upload: async (file: File, kind: UploadKind = 'media') => {
        const body = new FormData();
        body.append('file', file);
        const saved = await call('POST /api/media/upload', { query: uploadQuery(kind), body });
        await mutate(mediaKey());
        return saved;
      },
      remove: async (id: string) => {
        await call('DELETE /api/media/{id}', { params: { id } });
        await mutate(mediaKey());
      },
    }),
    [mutate],
  );
}
