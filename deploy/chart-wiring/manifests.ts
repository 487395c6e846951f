/**
 * Renders the Helm chart and reads back what each component gets: its environment as the
 * container sees it, the files mounted into it, and the values those add up to. Used by the
 * chart's tests and by run-as-chart.ts, so both read the wiring the same way.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { KUBERNETES_VERSION } from '../k8s-schemas/schemas.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CHART_DIR = join(REPO_ROOT, 'helm', 'rawi');
export const TOOLS_BIN = join(REPO_ROOT, '.tools', 'bin');
/** The Kubernetes version the chart is rendered and validated for. */
export { KUBERNETES_VERSION };

export interface Metadata {
  name: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: Metadata;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: Record<string, unknown>;
}
interface KeyToPath {
  key: string;
  path: string;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
    fieldRef?: { fieldPath: string };
  };
}
export interface Probe {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
  exec?: { command: string[] };
}
export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  ports?: Array<{ name?: string; containerPort: number }>;
  volumeMounts?: Array<{ name: string; mountPath: string; readOnly?: boolean }>;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: Record<string, unknown>;
}
interface Volume {
  name: string;
  secret?: { secretName: string; items?: KeyToPath[] };
  configMap?: { name: string; items?: KeyToPath[] };
  projected?: {
    sources: Array<{
      secret?: { name: string; items?: KeyToPath[] };
      configMap?: { name: string; items?: KeyToPath[] };
    }>;
  };
  emptyDir?: Record<string, unknown>;
}
export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Volume[];
  securityContext?: Record<string, unknown>;
  automountServiceAccountToken?: boolean;
  enableServiceLinks?: boolean;
}

export interface RenderOptions {
  release?: string;
  valuesFiles?: string[];
  set?: string[];
}

/** The renders the tests check: defaults, a production-like install, every data store outside. */
export const RENDER_PRESETS = {
  default: {},
  production: { valuesFiles: [join(CHART_DIR, 'ci', 'production-values.yaml')] },
  'external stores': {
    set: [
      'mongodb.enabled=false',
      'externalMongodb.existingSecret=rawi-mongodb-urls',
      'minio.enabled=false',
      'externalS3.endpoint=https://s3.example.com',
      'externalS3.existingSecret=rawi-s3',
      'nats.enabled=false',
      'externalNats.existingSecret=rawi-nats',
    ],
  },
} satisfies Record<string, RenderOptions>;
export type RenderPreset = keyof typeof RENDER_PRESETS;

/** Builds (first time only, cached) and links the pinned tools that are missing. */
export function ensureTools(...names: string[]): void {
  const missing = names.filter((name) => !existsSync(join(TOOLS_BIN, name)));
  if (missing.length === 0) return;
  execFileSync('bash', [join(REPO_ROOT, 'deploy', 'tools', 'install.sh'), ...missing], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export function helm(args: string[]): string {
  return execFileSync(join(TOOLS_BIN, 'helm'), args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

export function renderChart(options: RenderOptions = {}): { text: string; manifests: Manifest[] } {
  const args = ['template', options.release ?? 'rawi', CHART_DIR, '--kube-version', KUBERNETES_VERSION];
  for (const file of options.valuesFiles ?? []) args.push('-f', file);
  for (const value of options.set ?? []) args.push('--set', value);
  const text = helm(args);
  return { text, manifests: parseManifests(text) };
}

export function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0)
        throw new Error(`rendered YAML does not parse: ${document.errors[0]?.message}`);
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

export function find(manifests: Manifest[], kind: string, name: string): Manifest {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in the rendered chart`);
  return found;
}

/** The pod spec of a Deployment, StatefulSet, CronJob or Pod. */
export function podSpec(manifest: Manifest): PodSpec {
  const spec = manifest.spec as unknown as {
    template?: { spec: PodSpec };
    jobTemplate?: { spec: { template: { spec: PodSpec } } };
  } & PodSpec;
  if (manifest.kind === 'CronJob')
    return (spec.jobTemplate as { spec: { template: { spec: PodSpec } } }).spec.template.spec;
  return manifest.kind === 'Pod' ? spec : (spec.template as { spec: PodSpec }).spec;
}

export interface Wiring {
  container: Container;
  /** The container's port named http. */
  port: number;
  /** The environment as the process sees it (NAME_FILE holds a path). */
  env: Record<string, string>;
  /** Mounted files: path -> content. Content of a Secret the chart does not render is a placeholder. */
  files: Record<string, string>;
  /** The settings the component ends up with: NAME_FILE replaced by NAME with the file's content. */
  settings: Record<string, string>;
}

/** What one Deployment's (or another workload's) single container gets. */
export function wiringOf(manifests: Manifest[], deploymentName: string, kind = 'Deployment'): Wiring {
  const spec = podSpec(find(manifests, kind, deploymentName));
  if (spec.containers.length !== 1) throw new Error(`${deploymentName} should run one container`);
  const container = spec.containers[0] as Container;
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, configMapData(manifests, source.configMapRef.name));
    if (source.secretRef) Object.assign(env, secretData(manifests, source.secretRef.name));
  }
  for (const variable of container.env ?? []) env[variable.name] = envValue(manifests, variable);

  const files: Record<string, string> = {};
  for (const mount of container.volumeMounts ?? []) {
    const volume = (spec.volumes ?? []).find((v) => v.name === mount.name);
    if (!volume) throw new Error(`${deploymentName}: volume ${mount.name} is mounted but not defined`);
    for (const [path, content] of Object.entries(volumeFiles(manifests, volume))) {
      files[posix.join(mount.mountPath, path)] = content;
    }
  }

  const settings: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.endsWith('_FILE')) {
      settings[name] = value;
      continue;
    }
    const content = files[value];
    if (content === undefined) throw new Error(`${deploymentName}: ${name}=${value} names no mounted file`);
    settings[name.slice(0, -'_FILE'.length)] = content;
  }
  const port =
    container.ports?.find((p) => p.name === 'http')?.containerPort ?? (kind === 'Deployment' ? undefined : 0);
  if (port === undefined) throw new Error(`${deploymentName}: no container port named http`);
  return { container, port, env, files, settings };
}

function configMapData(manifests: Manifest[], name: string): Record<string, string> {
  return { ...find(manifests, 'ConfigMap', name).data };
}

/** A Secret's values, decoded; a Secret the chart does not render (existingSecret) gives placeholders. */
function secretData(manifests: Manifest[], name: string, keys: string[] = []): Record<string, string> {
  const secret = manifests.find((m) => m.kind === 'Secret' && m.metadata.name === name);
  if (!secret) return Object.fromEntries(keys.map((key) => [key, externalSecret(name, key)]));
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(secret.data ?? {}))
    data[key] = Buffer.from(value, 'base64').toString('utf8');
  return { ...data, ...secret.stringData };
}

/** Stands for the pod's own address (`status.podIP`), given by the downward API when the pod starts. */
export const POD_FIELD = '<pod IP>';

/** Stands for a value kept in a Secret that the operator made (the chart only names it). */
export function externalSecret(name: string, key: string): string {
  return `<existing Secret ${name}, key ${key}>`;
}

function envValue(manifests: Manifest[], variable: EnvVar): string {
  if (variable.value !== undefined) return variable.value;
  const { configMapKeyRef, secretKeyRef } = variable.valueFrom ?? {};
  if (configMapKeyRef)
    return pick(configMapData(manifests, configMapKeyRef.name), configMapKeyRef.key, variable.name);
  if (secretKeyRef)
    return pick(
      secretData(manifests, secretKeyRef.name, [secretKeyRef.key]),
      secretKeyRef.key,
      variable.name,
    );
  // The downward API: known only once the pod runs.
  if (variable.valueFrom?.fieldRef) return POD_FIELD;
  throw new Error(`env ${variable.name}: unsupported source`);
}

function pick(data: Record<string, string>, key: string, what: string): string {
  const value = data[key];
  if (value === undefined) throw new Error(`${what}: key ${key} is missing`);
  return value;
}

function volumeFiles(manifests: Manifest[], volume: Volume): Record<string, string> {
  const sources = volume.projected?.sources ?? [
    {
      secret: volume.secret && { ...volume.secret, name: volume.secret.secretName },
      configMap: volume.configMap,
    },
  ];
  const files: Record<string, string> = {};
  for (const source of sources) {
    const items = source.secret?.items ?? source.configMap?.items;
    if (!source.secret && !source.configMap) continue;
    const data = source.secret
      ? secretData(
          manifests,
          source.secret.name,
          (items ?? []).map((item) => item.key),
        )
      : configMapData(manifests, (source.configMap as { name: string }).name);
    if (!items) Object.assign(files, data);
    for (const item of items ?? []) files[item.path] = pick(data, item.key, `volume ${volume.name}`);
  }
  return files;
}
