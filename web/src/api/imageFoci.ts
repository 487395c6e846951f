import { libraryImageId, pathOf, type FocalPoint } from '@rawi/proto';
import useSWR from 'swr';
import { readPath } from './call';

/**
 * The library's focal points (GET /api/media/focal-points): how each page learns where to cut
 * and place an image. Pages refer to a library image by its URL alone, so a new focal point,
 * read through the gateway's cache that media.updated drops (as it drops the server's pages),
 * shows on every page that uses the image; the server puts this read in each page's state.
 */
export const imageFociKey = () => pathOf('GET /api/media/focal-points');

/** The focal point of a library image (undefined for the centre, or any other URL: nothing is read). */
export function useFocalPoint(src: string): FocalPoint | undefined {
  const id = libraryImageId(src);
  const { data } = useSWR(id ? imageFociKey() : null, readPath<'GET /api/media/focal-points'>);
  return id ? data?.find((focus) => focus.id === id) : undefined;
}
