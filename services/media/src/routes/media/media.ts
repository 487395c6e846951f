import mongoose from 'mongoose';
import { apiHandlers, errors, type OutboxRelay } from '@rawi/kit';
import { isObjectId } from '@rawi/proto';
import { LISTED_STATUSES, MediaFileModel } from '../../models/media-file.ts';
import { presentMediaFile } from '../../presenters/media-file.ts';
import { uploadMedia } from '../../commands/upload-media.ts';
import { deleteMedia } from '../../commands/delete-media.ts';
import { checkUploadRequest, receiveUpload } from '../../uploads/receive-upload.ts';
import type { MediaBucket } from '../../storage/media-bucket.ts';

export interface MediaRouteDeps {
  bucket: MediaBucket;
  relay?: OutboxRelay | undefined;
  /** Where received files wait for their checks (os.tmpdir() when unset). */
  uploadDir?: string | undefined;
}

/** The media library (admin): list, upload, delete. */
export function mediaHandlers({ bucket, relay, uploadDir }: MediaRouteDeps) {
  return apiHandlers('media', {
    'GET /api/media': async (ctx) => {
      const records = await MediaFileModel.find({ status: mongoose.trusted({ $in: LISTED_STATUSES }) })
        .sort({ createdAt: -1, _id: -1 })
        .lean();
      ctx.body = records.map(presentMediaFile);
    },

    'POST /api/media/upload': async (ctx) => {
      const { kind } = ctx.input;
      checkUploadRequest(ctx);
      const { file, discard } = await receiveUpload(ctx, uploadDir);
      try {
        ctx.body = await uploadMedia(
          { file, kind, uploadedBy: ctx.state.identity?.username },
          { bucket, relay, logger: ctx.log },
        );
      } finally {
        await discard();
      }
    },

    // Ids are MongoDB ObjectIds; anything else names no file (404, not a validation error).
    'DELETE /api/media/{id}': async (ctx) => {
      const { id } = ctx.params;
      if (!isObjectId(id)) throw errors.notFound('Media file not found');
      await deleteMedia(id, { bucket, relay, logger: ctx.log });
    },
  });
}
