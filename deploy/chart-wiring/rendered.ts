/**
 * Test support for the chart tests that validate what they render: every render preset of the
 * chart, rendered once before the file's tests (with helm, kubeconform and the pinned
 * Kubernetes schemas at hand). The returned record is filled once beforeAll has run.
 */
import { beforeAll } from 'vitest';
import { ensureTools, RENDER_PRESETS, renderChart, type Manifest, type RenderPreset } from './manifests.ts';
import { ensureSchemas } from '../k8s-schemas/schemas.ts';

export type Renders = Record<RenderPreset, { text: string; manifests: Manifest[] }>;

export function useRenderedPresets(): Renders {
  const renders = {} as Renders;
  beforeAll(() => {
    // First run on a fresh machine builds helm and kubeconform from their Go modules (minutes).
    ensureTools('helm', 'kubeconform');
    ensureSchemas();
    for (const [name, options] of Object.entries(RENDER_PRESETS))
      renders[name as RenderPreset] = renderChart(options);
  }, 30 * 60_000);
  return renders;
}
