import { API, type MediaFile } from '@rawi/proto';
import type { MediaFileRecord } from '../models/media-file.ts';

/** The record as the API sends it; `url` is the stable public path the gateway serves. */
export function presentMediaFile(
  record: Pick<MediaFileRecord, '_id' | 'filename' | 'originalName' | 'type' | 'size' | 'createdAt'>,
): MediaFile {
  return {
    id: String(record._id),
    url: API.mediaFile(record.filename),
    originalName: record.originalName,
    filename: record.filename,
    type: record.type,
    size: record.size,
    createdAt: record.createdAt.toISOString(),
  };
}
