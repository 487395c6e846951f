import { stat } from 'node:fs/promises';
import sharp from 'sharp';

type Image = ReturnType<typeof sharp>;
import { errors } from '@rawi/kit';

export interface CleanOriginal {
  /** The file to store: the upload itself, or its cleaned copy beside it. */
  path: string;
  size: number;
  width: number;
  height: number;
}

/** Re-encoding settings per format: close to the camera's quality, nothing of its metadata. */
const encode = (image: Image, mime: string): Image => {
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
    default:
      return image.avif({ quality: 70 });
  }
};

/**
 * The original as it is stored: turned upright by its EXIF orientation and written again
 * without any metadata (EXIF, GPS location, XMP, IPTC), in its own format. A GIF carries no
 * EXIF and keeps its animation, so it is stored as it came. An image that cannot be decoded
 * is refused (415), never stored.
 */
export async function cleanOriginal(path: string, mime: string): Promise<CleanOriginal> {
  try {
    const metadata = await sharp(path).metadata();
    const upright = metadata.autoOrient;
    if (mime === 'image/gif') {
      return {
        path,
        size: (await stat(path)).size,
        width: upright.width,
        height: metadata.pageHeight ?? upright.height,
      };
    }
    const animated = (metadata.pages ?? 1) > 1;
    const cleaned = `${path}.clean`;
    const info = await encode(sharp(path, { animated }).rotate(), mime).toFile(cleaned);
    return {
      path: cleaned,
      size: info.size,
      width: info.width,
      height: animated ? upright.height : info.height,
    };
  } catch (error) {
    // libvips reports an image it cannot decode as a plain Error; the system's own failures
    // (a full disk) carry a code and are the server's problem, not the upload's.
    if (error instanceof Error && !('code' in error)) {
      throw errors.unsupportedMediaType(
        'The image could not be read: upload a valid JPEG, PNG, WebP, GIF or AVIF file',
      );
    }
    throw error;
  }
}
