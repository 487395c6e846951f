import { documentEvents } from '@rawi/kit';
import type { EventPayloads, Subject } from '@rawi/proto';
import { ProjectModel } from '../models/project.ts';
import { presentProject } from '../presenters/project.ts';

/** project.created and project.updated, kept in the project until published ({ project }). */
export const projectEvents = documentEvents<Parameters<typeof presentProject>[0]>(
  ProjectModel,
  (record) => ({ project: presentProject(record) }) as EventPayloads[Subject],
);
