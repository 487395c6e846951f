import { documentEvents } from '@rawi/kit';
import type { EventPayloads, Subject } from '@rawi/proto';
import { ContentItemModel } from '../models/content-item.ts';
import { presentContentItem } from '../presenters/content-item.ts';

/** content.updated, kept in the section until published ({ section, language, updatedAt }). */
export const contentEvents = documentEvents<Parameters<typeof presentContentItem>[0]>(
  ContentItemModel,
  (record) => {
    const { section, language, updatedAt } = presentContentItem(record);
    return { section, language, updatedAt } as EventPayloads[Subject];
  },
);
