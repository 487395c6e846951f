import { fileTypeFromFile } from 'file-type';
import { IMAGE_TYPES, UPLOAD_TYPES, VIDEO_TYPES, type UploadKind } from '@rawi/proto';
import { errors } from '@rawi/kit';

/** The extension each accepted type is stored under. */
export const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** Types a browser shows rather than runs; anything else would be served as an attachment. */
export const INLINE_TYPES: ReadonlySet<string> = new Set<string>([...IMAGE_TYPES, ...VIDEO_TYPES]);

const ACCEPTED_MESSAGE: Record<UploadKind, string> = {
  media: 'Unsupported file type: upload a JPEG, PNG, WebP, GIF or AVIF image',
  content: 'Unsupported file type: upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4 or WebM video',
};

/**
 * The file's type from its bytes; its name and the client's Content-Type are never trusted.
 * SVG and HTML have no binary signature, so they are refused here (an SVG can carry script).
 */
export async function detectUploadType(
  path: string,
  kind: UploadKind,
): Promise<{ mime: string; ext: string }> {
  const found = await fileTypeFromFile(path);
  const ext = found ? EXTENSIONS[found.mime] : undefined;
  if (found && ext && kind !== 'content' && (VIDEO_TYPES as readonly string[]).includes(found.mime)) {
    throw errors.unsupportedMediaType(
      'Videos (MP4, WebM) are accepted only on the content page (kind=content)',
    );
  }
  if (!found || !ext || !UPLOAD_TYPES[kind].includes(found.mime)) {
    throw errors.unsupportedMediaType(ACCEPTED_MESSAGE[kind]);
  }
  return { mime: found.mime, ext };
}
