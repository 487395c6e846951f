import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type mongoose from 'mongoose';
import { RESIZABLE_IMAGE_TYPES, type MediaAlt, type MediaFile, type UploadKind } from '@rawi/proto';
import { counter, currentEventMeta, errors } from '@rawi/kit';
import { cleanOriginal, type CleanOriginal } from '../images/clean-original.ts';
import { MediaFileModel } from '../models/media-file.ts';
import { presentMediaFile } from '../presenters/media-file.ts';
import { detectUploadType } from '../uploads/detect-type.ts';
import type { ReceivedFile } from '../uploads/receive-upload.ts';
import type { MediaDeps } from './media-deps.ts';

export interface UploadMediaInput {
  file: ReceivedFile;
  kind: UploadKind;
  uploadedBy?: string | undefined;
}

/**
 * Undoes a failed upload: the object first (a PUT reported as failed may still have landed),
 * then the record. If either step fails the record stays `uploading` and the janitor finishes.
 */
async function discardUpload(id: mongoose.Types.ObjectId, filename: string, { bucket, logger }: MediaDeps) {
  try {
    await bucket.remove(filename);
    await MediaFileModel.deleteOne({ _id: id });
  } catch (error) {
    logger.error({ err: error, filename }, 'could not undo a failed upload; the janitor will remove it');
  }
}

const uploads = counter('media_uploads_total', 'Files stored in the media library, by kind of upload', [
  'kind',
  'type',
]);
const uploadBytes = counter('media_upload_bytes_total', 'Bytes stored in the media library');

/**
 * Checks the file's type from its bytes (an image is also made upright and stripped of its
 * metadata), then records the upload (`uploading`) before storing the object, so no object
 * ever exists without a record naming it; marking the record ready writes media.uploaded into
 * it in the same update, and that event has the image's variants made off the request.
 */
export async function uploadMedia(
  { file, kind, uploadedBy }: UploadMediaInput,
  deps: MediaDeps,
): Promise<MediaFile> {
  const { mime, ext } = await detectUploadType(file.path, kind);
  const image: CleanOriginal | undefined = RESIZABLE_IMAGE_TYPES.includes(mime)
    ? await cleanOriginal(file.path, mime)
    : undefined;
  try {
    return await storeUpload({ file, kind, uploadedBy }, { mime, ext, image }, deps);
  } finally {
    if (image && image.path !== file.path) await rm(image.path, { force: true });
  }
}

function storeUpload(
  { file, kind, uploadedBy }: UploadMediaInput,
  { mime, ext, image }: { mime: string; ext: string; image: CleanOriginal | undefined },
  deps: MediaDeps,
): Promise<MediaFile> {
  const filename = `${randomUUID()}.${ext}`;
  const path = image?.path ?? file.path;
  const size = image?.size ?? file.size;
  return storeMediaFile(
    {
      filename,
      originalName: file.originalName,
      mime,
      size,
      kind,
      uploadedBy,
      image,
      put: () => deps.bucket.putFile(filename, path, size, mime),
    },
    deps,
  );
}

export interface StoreMediaFileInput {
  /** The object key, `<uuid>.<ext>`. */
  filename: string;
  originalName: string;
  mime: string;
  size: number;
  kind: UploadKind;
  uploadedBy?: string | undefined;
  /** An image's size in pixels: it then gets variants. */
  image?: { width: number; height: number } | undefined;
  /** Writes the object under `filename`. */
  put: () => Promise<void>;
  /** What the image shows in each language, known when it is stored (the demo's illustrations). */
  alt?: MediaAlt;
}

/**
 * Records a file (`uploading`), stores its object, then marks it ready with media.uploaded in
 * the same update. A record with the same name already there fails with a duplicate-key error
 * before anything is stored.
 */
export async function storeMediaFile(
  { filename, originalName, mime, size, kind, uploadedBy, image, put, alt }: StoreMediaFileInput,
  deps: MediaDeps,
): Promise<MediaFile> {
  const record = await MediaFileModel.create({
    filename,
    originalName,
    type: mime,
    size,
    status: 'uploading',
    uploadedBy: uploadedBy ?? null,
    ...(image ? { width: image.width, height: image.height, variantsStatus: 'pending' } : {}),
    ...(alt ? { alt } : {}),
  });

  try {
    await put();
  } catch (error) {
    deps.logger.error({ err: error, filename }, 'storing an upload failed');
    await discardUpload(record._id, filename, deps);
    throw errors.unavailable('The file could not be stored; please try again');
  }

  let ready;
  try {
    ready = await MediaFileModel.findOneAndUpdate(
      { _id: record._id, status: 'uploading' },
      {
        $set: {
          status: 'ready',
          uploadedEventId: randomUUID(),
          uploadedEventPublishedAt: null,
          uploadedEventMeta: currentEventMeta(),
        },
      },
      { returnDocument: 'after', lean: true },
    );
  } catch (error) {
    await discardUpload(record._id, filename, deps);
    throw error;
  }
  if (!ready) throw errors.unavailable('The upload was interrupted; please try again');
  uploads.inc({ kind, type: mime.split('/')[0] ?? 'other' });
  uploadBytes.inc(size);
  deps.relay?.kick();
  return presentMediaFile(ready);
}
