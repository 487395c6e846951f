import { documentEvents } from '@rawi/kit';
import type { EventPayloads, Subject } from '@rawi/proto';
import { MediaFileModel } from '../models/media-file.ts';
import { presentMediaFile } from '../presenters/media-file.ts';

/** media.updated, kept in the media record until published ({ media } as it is then). */
export const updatedEvents = documentEvents<Parameters<typeof presentMediaFile>[0]>(
  MediaFileModel,
  (record) => ({ media: presentMediaFile(record) }) as EventPayloads[Subject],
);
