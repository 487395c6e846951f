import type { Service } from '@rawi/proto';
import { linesText, parseLines } from '../lines';

/** Features typed one per line; blank lines and surrounding spaces are dropped. */
export const parseFeatures = parseLines;
export const featuresText = linesText;

/**
 * A new service's id: 'service-' and the time in milliseconds. Two added in
 * the same millisecond take the next free number, so ids stay unique in the section.
 */
export function newServiceId(existing: readonly Pick<Service, 'id'>[], now: number = Date.now()): string {
  const taken = new Set(existing.map((service) => service.id));
  let stamp = now;
  while (taken.has(`service-${stamp}`)) stamp += 1;
  return `service-${stamp}`;
}

export interface ServiceDraft {
  title: string;
  description: string;
  features: string;
  icon: string;
}

export const EMPTY_SERVICE_DRAFT: ServiceDraft = { title: '', description: '', features: '', icon: '' };

export function draftOf(service: Service): ServiceDraft {
  return {
    title: service.title,
    description: service.description,
    features: featuresText(service.features),
    icon: service.icon,
  };
}

/** Adds a service (editingId null) or replaces one, in the local list only. */
export function applyServiceDraft(
  services: readonly Service[],
  editingId: string | null,
  draft: ServiceDraft,
  now: number = Date.now(),
): Service[] {
  const fields = {
    title: draft.title.trim(),
    description: draft.description.trim(),
    features: parseFeatures(draft.features),
    icon: draft.icon.trim(),
  };
  if (editingId === null) return [...services, { id: newServiceId(services, now), ...fields }];
  return services.map((service) => (service.id === editingId ? { ...service, ...fields } : service));
}
