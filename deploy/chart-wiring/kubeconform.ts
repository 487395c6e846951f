/**
 * kubeconform over rendered manifests, offline: the Kubernetes API schemas of one pinned version,
 * then the Prometheus Operator kinds the chart's monitoring switches add.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { schemaLocation } from '../k8s-schemas/schemas.ts';
import { KUBERNETES_VERSION, REPO_ROOT, TOOLS_BIN } from './manifests.ts';

const MONITORING_SCHEMAS = join(
  REPO_ROOT,
  'deploy',
  'k8s-schemas',
  'monitoring',
  '{{ .ResourceKind }}{{ .KindSuffix }}.json',
);

export interface KubeconformReport {
  resources: Array<{ kind: string; name: string; status: string; msg: string }>;
  summary: { valid: number; invalid: number; errors: number; skipped: number };
}

export function kubeconform(text: string): KubeconformReport {
  const args = ['-strict', '-summary', '-output', 'json', '-kubernetes-version', KUBERNETES_VERSION];
  // The Kubernetes API, then the Prometheus Operator kinds the monitoring switches add.
  args.push('-schema-location', schemaLocation(), '-schema-location', MONITORING_SCHEMAS, '-');
  try {
    return JSON.parse(execFileSync(join(TOOLS_BIN, 'kubeconform'), args, { input: text, encoding: 'utf8' }));
  } catch (error) {
    // Exit status 1 means invalid objects; the report is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout) as KubeconformReport;
  }
}
