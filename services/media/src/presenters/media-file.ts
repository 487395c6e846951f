import { API, LANGUAGES, type ImageCrop, type ImageVariantType, type MediaFile } from '@rawi/proto';
import type { MediaFileRecord } from '../models/media-file.ts';

/** The record as the API sends it; `url` is the stable public path the gateway serves. */
export function presentMediaFile(
  record: Pick<MediaFileRecord, '_id' | 'filename' | 'originalName' | 'type' | 'size' | 'createdAt'> &
    Partial<
      Pick<MediaFileRecord, 'width' | 'height' | 'variants' | 'alt' | 'decorative' | 'focal' | 'revision'>
    >,
): MediaFile {
  const alt = Object.fromEntries(
    LANGUAGES.flatMap((language) => (record.alt?.[language] ? [[language, record.alt[language]]] : [])),
  );
  return {
    id: String(record._id),
    url: API.mediaFile(record.filename),
    originalName: record.originalName,
    filename: record.filename,
    type: record.type,
    size: record.size,
    createdAt: record.createdAt.toISOString(),
    ...(record.width && record.height ? { width: record.width, height: record.height } : {}),
    variants: (record.variants ?? []).map((variant) => ({
      width: variant.width,
      height: variant.height,
      type: variant.type as ImageVariantType,
      url: API.mediaFile(variant.filename),
      ...(variant.crop ? { crop: variant.crop as ImageCrop } : {}),
    })),
    ...(Object.keys(alt).length > 0 ? { alt } : {}),
    ...(record.decorative ? { decorative: true } : {}),
    ...(record.focal ? { focal: { x: record.focal.x, y: record.focal.y } } : {}),
    revision: record.revision ?? 0,
  };
}
