import mongoose from 'mongoose';
import type { ImageFocus } from '@rawi/proto';
import { MediaFileModel } from '../models/media-file.ts';

/**
 * Every library image's focal point an editor set (an image without one is cropped around its
 * centre), by the uuid its URL and its variants' names start with: what the public pages read
 * to cut and place each image, through the gateway's cache (dropped by media.updated and
 * media.deleted), so a new focal point shows on every page that uses the image.
 */
export async function imageFoci(): Promise<ImageFocus[]> {
  const records = await MediaFileModel.find(
    { status: 'ready', focal: mongoose.trusted({ $ne: null }) },
    { filename: 1, focal: 1 },
  )
    .sort({ filename: 1 })
    .lean();
  return records.flatMap((record) =>
    record.focal ? [{ id: record.filename.slice(0, 36), x: record.focal.x, y: record.focal.y }] : [],
  );
}
