/**
 * Offline Kubernetes API schemas for kubeconform, pinned to one Kubernetes version.
 *
 * The OpenAPI document ships in the k8s.io/kubernetes Go module (api/openapi-spec/swagger.json),
 * which the Go module proxy serves. It is turned into kubeconform's layout once and cached beside
 * the other tools (RAWI_TOOLS_CACHE, default ~/.cache/rawi-tools): one small file per kind,
 * `<kind>-<group>-<version>.json`, that refers into one shared `_definitions.json`.
 * The schemas are strict: an object refuses properties the API does not define.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

export const KUBERNETES_VERSION = '1.36.3';
/** Bump when convert() changes, so that cached schemas of the old form are not reused. */
const SCHEMA_FORMAT = 1;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
interface GroupVersionKind {
  group: string;
  version: string;
  kind: string;
}

export function toolsCache(): string {
  return (
    process.env.RAWI_TOOLS_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'rawi-tools')
  );
}

export function schemaDir(version = KUBERNETES_VERSION): string {
  return join(toolsCache(), `kube-schemas-v${version}-f${SCHEMA_FORMAT}`);
}

/** The kubeconform -schema-location template for the cached schemas. */
export function schemaLocation(version = KUBERNETES_VERSION): string {
  return `${schemaDir(version)}/{{ .ResourceKind }}{{ .KindSuffix }}.json`;
}

/** Makes the schemas unless they are cached already; returns their folder. */
export function ensureSchemas(version = KUBERNETES_VERSION): string {
  const dir = schemaDir(version);
  if (existsSync(join(dir, '_definitions.json'))) return dir;
  const swagger = JSON.parse(readFileSync(downloadOpenApi(version), 'utf8')) as {
    definitions: Record<string, JsonObject>;
  };
  const work = mkdtempSync(join(toolsCache(), `.kube-schemas-${version}-`));
  const definitions: JsonObject = {};
  for (const [name, schema] of Object.entries(swagger.definitions)) {
    // Quantities are strings in the API document, but manifests may write them as numbers (cpu: 1).
    definitions[name] =
      name === QUANTITY ? { oneOf: [{ type: 'string' }, { type: 'number' }] } : convert(schema);
  }
  writeFileSync(join(work, '_definitions.json'), JSON.stringify({ definitions }));
  for (const [name, schema] of Object.entries(swagger.definitions)) {
    for (const gvk of (schema['x-kubernetes-group-version-kind'] ?? []) as unknown as GroupVersionKind[]) {
      const file = `${gvk.kind.toLowerCase()}${kindSuffix(gvk)}.json`;
      writeFileSync(join(work, file), JSON.stringify({ $ref: `_definitions.json#/definitions/${name}` }));
    }
  }
  try {
    renameSync(work, dir);
  } catch (error) {
    // Another run made them meanwhile: theirs are as good.
    rmSync(work, { recursive: true, force: true });
    if (!existsSync(join(dir, '_definitions.json'))) throw error;
  }
  return dir;
}

/** kubeconform's KindSuffix: -<first label of the group>-<version>, or -<version> for the core group. */
function kindSuffix({ group, version }: GroupVersionKind): string {
  const first = group.split('.')[0];
  return first ? `-${first.toLowerCase()}-${version.toLowerCase()}` : `-${version.toLowerCase()}`;
}

function downloadOpenApi(version: string): string {
  mkdirSync(toolsCache(), { recursive: true });
  // Run outside any Go module so the download does not touch one.
  const out = execFileSync('go', ['mod', 'download', '-json', `k8s.io/kubernetes@v${version}`], {
    cwd: tmpdir(),
    encoding: 'utf8',
    env: { ...process.env, GOFLAGS: '-mod=mod' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { Dir } = JSON.parse(out) as { Dir?: string };
  if (!Dir) throw new Error(`go mod download gave no folder for k8s.io/kubernetes@v${version}`);
  return join(Dir, 'api', 'openapi-spec', 'swagger.json');
}

const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';

/** One OpenAPI v2 schema as a strict JSON schema (draft 4, which kubeconform uses). */
function convert(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(convert);
  if (schema === null || typeof schema !== 'object') return schema;
  if (schema.format === 'int-or-string') return { oneOf: [{ type: 'string' }, { type: 'integer' }] };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      // Property names are data here, not schema keywords: convert only their schemas.
      out[key] = Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, convert(inner)]));
    } else if (!key.startsWith('x-kubernetes-')) out[key] = convert(value);
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}
