import mongoose from 'mongoose';
import { apiHandlers, errors, expectedRevision, type OutboxRelay } from '@rawi/kit';
import { isObjectId } from '@rawi/proto';
import { LISTED_STATUSES, MediaFileModel } from '../../models/media-file.ts';
import { presentMediaFile } from '../../presenters/media-file.ts';
import { uploadMedia } from '../../commands/upload-media.ts';
import { deleteMedia } from '../../commands/delete-media.ts';
import { updateMediaDetails } from '../../commands/update-media.ts';
import { imageFoci } from '../../queries/image-foci.ts';
import { checkUploadRequest, receiveUpload } from '../../uploads/receive-upload.ts';
import type { MediaBucket } from '../../storage/media-bucket.ts';

export interface MediaRouteDeps {
  bucket: MediaBucket;
  relay?: OutboxRelay | undefined;
  /** Where received files wait for their checks (os.tmpdir() when unset). */
  uploadDir?: string | undefined;
}

/** The media library (admin): list, upload, details, delete; and the focal points the pages read. */
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
    'PATCH /api/media/{id}': async (ctx) => {
      ctx.body = await updateMediaDetails(
        ctx.params.id,
        ctx.input,
        expectedRevision(ctx.get('if-match') || undefined),
        { relay },
      );
    },

    // Public: every page reads it (through the gateway's cache) to cut and place its images.
    'GET /api/media/focal-points': async (ctx) => {
      ctx.body = await imageFoci();
    },

    'DELETE /api/media/{id}': async (ctx) => {
      const { id } = ctx.params;
      if (!isObjectId(id)) throw errors.notFound('Media file not found');
      await deleteMedia(id, { bucket, relay, logger: ctx.log });
    },
  });
}
