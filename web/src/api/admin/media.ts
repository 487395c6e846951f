import {
  MAX_UPLOAD_BYTES,
  ifMatchHeader,
  pathOf,
  type MediaDetailsInput,
  type UploadKind,
} from '@rawi/proto';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { call, useRead } from '../call';
import { imageFociKey } from '../imageFoci';

/** GET /api/media, newest first (read only while `active`: a picker that is closed reads nothing). */
export function useMediaFiles(active = true) {
  return useRead('GET /api/media', active ? {} : null);
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
      /**
       * An image's alt texts, decorative mark and focal point, from the revision the editor
       * started at; the pages' focal points are read again (every page placing the image).
       */
      updateDetails: async (id: string, body: MediaDetailsInput, revision?: number) => {
        const saved = await call('PATCH /api/media/{id}', {
          params: { id },
          body,
          headers: ifMatchHeader(revision),
        });
        await Promise.all([mutate(mediaKey()), mutate(imageFociKey())]);
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
