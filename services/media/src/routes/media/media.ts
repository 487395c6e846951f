import mongoose from 'mongoose';
import Router from '@koa/router';
import { errors, requireAuth, validate, type OutboxRelay, type TokenVerifier } from '@rawi/kit';
import { LISTED_STATUSES, MediaFileModel } from '../../models/media-file.ts';
import { presentMediaFile } from '../../presenters/media-file.ts';
import { uploadMedia } from '../../commands/upload-media.ts';
import { deleteMedia } from '../../commands/delete-media.ts';
import { checkUploadRequest, receiveUpload } from '../../uploads/receive-upload.ts';
import type { MediaBucket } from '../../storage/media-bucket.ts';
import { isMediaId, uploadQuery } from './schema.ts';

export interface MediaRouteDeps {
  verifyToken: TokenVerifier;
  bucket: MediaBucket;
  relay?: OutboxRelay | undefined;
  /** Where received files wait for their checks (os.tmpdir() when unset). */
  uploadDir?: string | undefined;
}

/** The media library (admin): list, upload, delete. */
export function mediaRoutes({ verifyToken, bucket, relay, uploadDir }: MediaRouteDeps): Router {
  const router = new Router({ prefix: '/api/media' });
  const auth = requireAuth(verifyToken);

  router.get('/', auth, async (ctx) => {
    const records = await MediaFileModel.find({ status: mongoose.trusted({ $in: LISTED_STATUSES }) })
      .sort({ createdAt: -1, _id: -1 })
      .lean();
    ctx.body = records.map(presentMediaFile);
  });

  router.post('/upload', auth, validate(uploadQuery, 'query'), async (ctx) => {
    const { kind } = ctx.input;
    checkUploadRequest(ctx);
    const { file, discard } = await receiveUpload(ctx, uploadDir);
    try {
      ctx.body = await uploadMedia(
        { file, kind, uploadedBy: ctx.state.identity?.username },
        { bucket, relay, logger: ctx.log },
      );
      ctx.status = 201;
    } finally {
      await discard();
    }
  });

  router.delete('/:id', auth, async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!isMediaId(id)) throw errors.notFound('Media file not found');
    await deleteMedia(id, { bucket, relay, logger: ctx.log });
    ctx.status = 204;
  });

  return router;
}
