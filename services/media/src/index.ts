import { runService } from '@rawi/kit';
import { createApp } from './app.ts';
import { startMediaJanitor } from './janitor/media-janitor.ts';
import { mediaConfigShape } from './config.ts';
import { uploadedEvents } from './events/uploaded-events.ts';
import { updatedEvents } from './events/updated-events.ts';
import { startVariantMaker } from './images/variants-consumer.ts';
import { MediaFileModel } from './models/media-file.ts';
import { seedDemoMedia } from './seed/demo-media.ts';
import { createMediaBucket } from './storage/media-bucket.ts';

await runService({
  name: 'media',
  configShape: mediaConfigShape,
  eventSources: [uploadedEvents, updatedEvents],
  async start({ config, logger, verifyToken, relay, checks, events }) {
    await MediaFileModel.init();
    const bucket = createMediaBucket({
      endpoint: config.S3_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
    });
    await bucket.ensure(logger);
    if (config.SEED_DEMO) await seedDemoMedia({ bucket, relay, logger });
    const janitor = startMediaJanitor({ bucket, relay, logger });
    const variants = await startVariantMaker({ bucket, relay, logger, nc: events.nc });
    const app = createApp({
      logger,
      verifyToken,
      bucket,
      relay,
      uploadDir: config.UPLOAD_TMP_DIR,
      checks: { ...checks, storage: () => bucket.isReady() },
    });
    return { app, cleanups: [() => variants.stop(), () => janitor.stop()] };
  },
});
