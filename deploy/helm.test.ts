/**
 * The Helm chart as a whole: `helm lint --strict`, rendering with the default and a production-like
 * values file, offline validation of every rendered object against the Kubernetes API schemas of
 * one pinned version, values.schema.json and the checks template refusing bad values, and the JWT
 * key pair the chart generates. What each component gets is in helm-wiring.test.ts, monitoring in
 * helm-monitoring.test.ts and the data stores' shapes in helm-data-plane.test.ts.
 */
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHART_DIR,
  KUBERNETES_VERSION,
  RENDER_PRESETS,
  find,
  helm,
  renderChart,
  type RenderPreset,
} from './chart-wiring/manifests.ts';
import { kubeconform } from './chart-wiring/kubeconform.ts';
import { useRenderedPresets } from './chart-wiring/rendered.ts';

const PRODUCTION_VALUES = RENDER_PRESETS.production.valuesFiles[0] as string;
/** The render's error message, or undefined when it renders. */
function renderError(set: string[]): string | undefined {
  try {
    renderChart({ set });
    return undefined;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

const renders = useRenderedPresets();

describe('helm lint', () => {
  it.each([
    ['default values', []],
    ['production values', ['-f', PRODUCTION_VALUES]],
  ])('passes --strict with %s', (_name, extra) => {
    const out = helm(['lint', '--strict', '--kube-version', KUBERNETES_VERSION, CHART_DIR, ...extra]);
    expect(out).toContain('1 chart(s) linted, 0 chart(s) failed');
  });
});

describe.each(Object.keys(RENDER_PRESETS) as RenderPreset[])('the %s render', (name) => {
  it(`is valid against the Kubernetes ${KUBERNETES_VERSION} API schemas, object by object`, () => {
    const { text, manifests } = renders[name];
    const report = kubeconform(text);
    expect(report.resources.filter((r) => r.status !== 'statusValid')).toEqual([]);
    expect(report.summary).toEqual({ valid: manifests.length, invalid: 0, errors: 0, skipped: 0 });
  });

  it('renders every Rawi component', () => {
    const deployments = renders[name].manifests
      .filter((m) => m.kind === 'Deployment')
      .map((m) => m.metadata.name);
    expect(deployments.sort()).toEqual(
      ['contact', 'content', 'gateway', 'identity', 'media', 'projects', 'web'].map((c) => `rawi-${c}`),
    );
  });
});

describe('data stores', () => {
  it('are StatefulSets with persistent volumes when the chart installs them', () => {
    const sets = renders.default.manifests.filter((m) => m.kind === 'StatefulSet');
    expect(sets.map((m) => m.metadata.name).sort()).toEqual(['rawi-minio', 'rawi-mongodb', 'rawi-nats']);
    for (const set of sets) {
      const claims = (set.spec as { volumeClaimTemplates: Array<{ metadata: { name: string } }> })
        .volumeClaimTemplates;
      expect(claims.map((c) => c.metadata.name)).toEqual(['data']);
    }
  });

  it('are not installed when external ones are given', () => {
    const kinds = renders['external stores'].manifests.map((m) => `${m.kind}/${m.metadata.name}`);
    expect(kinds.filter((k) => /mongodb|minio|nats/.test(k))).toEqual([]);
  });
});

describe('the generated JWT key pair', () => {
  it('has the public key of its private key, and tokens signed by one verify with the other', () => {
    for (const render of [renders.default, renders.production]) {
      const secret = find(render.manifests, 'Secret', 'rawi-jwt');
      const decode = (key: string) => Buffer.from(secret.data?.[key] ?? '', 'base64').toString('utf8');
      const privateKey = createPrivateKey(decode('private.pem'));
      expect(privateKey.asymmetricKeyDetails?.modulusLength).toBe(4096);
      expect(decode('public.pem')).toBe(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }));
      const signature = sign('sha256', Buffer.from('header.payload'), privateKey);
      expect(verify('sha256', Buffer.from('header.payload'), decode('public.pem'), signature)).toBe(true);
    }
  });

  it('is generated on install and kept across upgrades and uninstall', () => {
    const secret = find(renders.default.manifests, 'Secret', 'rawi-jwt');
    expect(secret.metadata.annotations?.['helm.sh/resource-policy']).toBe('keep');
    const template = readFileSync(join(CHART_DIR, 'templates', 'secrets.yaml'), 'utf8');
    expect(template).toMatch(/keptSecretValue.*"secret" \$name "key" "private\.pem"/);
  });
});

describe('values.schema.json', () => {
  it.each([
    ['a port that is not a number', 'gateway.port=abc', "at '/gateway"],
    ['an unknown log level', 'logLevel=loud', "at '/logLevel'"],
    ['an unknown top-level key', 'replicas=3', "additional properties 'replicas' not allowed"],
    ['an unknown component key', 'content.extraEnv=x', "invalid propertyName 'extraEnv'"],
    ['a public URL with a path', 'publicUrl=https://rawi.example.com/site', "at '/publicUrl'"],
    ['a public URL that is not http(s)', 'publicUrl=ftp://rawi.example.com', "at '/publicUrl'"],
    ['a cpu limit that is not a quantity', 'web.resources.limits.cpu=lots', "at '/web/resources/limits/cpu'"],
    ['a volume size in the wrong unit', 'mongodb.persistence.size=8GB', "at '/mongodb/persistence/size'"],
    ['a bad bucket name', 'media.bucket=Rawi_Media', "at '/media/bucket'"],
    ['a token lifetime under a minute', 'identity.jwtTtlSeconds=5', "at '/identity/jwtTtlSeconds'"],
    ['a string where a boolean belongs', 'networkPolicy.enabled=maybe', "at '/networkPolicy/enabled'"],
  ])('rejects %s', (_what, value, message) => {
    expect(renderError([value])).toContain(message);
  });
});

describe('the checks template', () => {
  it.each([
    [
      'MongoDB off without an external one',
      ['mongodb.enabled=false'],
      'externalMongodb.existingSecret must name',
    ],
    ['both MongoDBs', ['externalMongodb.existingSecret=x'], 'not both'],
    ['MinIO off without an endpoint', ['minio.enabled=false'], 'externalS3.endpoint is required'],
    [
      'MinIO off without credentials',
      ['minio.enabled=false', 'externalS3.endpoint=https://s3.example.com'],
      'externalS3.existingSecret must name',
    ],
    ['NATS off without an external one', ['nats.enabled=false'], 'externalNats.existingSecret must name'],
    ['TLS without a certificate Secret', ['ingress.tls.enabled=true'], 'ingress.tls.secretName is required'],
    [
      'TLS with an http public URL',
      ['ingress.tls.enabled=true', 'ingress.tls.secretName=tls'],
      'is not https',
    ],
    [
      'an autoscaler whose minimum is above its maximum',
      [
        'media.autoscaling.enabled=true',
        'media.autoscaling.minReplicas=5',
        'media.autoscaling.maxReplicas=2',
      ],
      'media.autoscaling: minReplicas (5) is above maxReplicas (2)',
    ],
  ])('stops the render on %s', (_what, values, message) => {
    expect(renderError(values)).toContain(message);
  });
});

describe('values.yaml', () => {
  it('documents every key of the first two levels with a comment right above it', () => {
    const lines = readFileSync(join(CHART_DIR, 'values.yaml'), 'utf8').split('\n');
    const undocumented = lines.flatMap((line, index) => {
      const key = /^( {0,2})([A-Za-z][\w-]*):/.exec(line);
      if (!key) return [];
      // A key is documented by the comment above it, or by the one above its run of sibling keys.
      for (let i = index - 1; i >= 0; i -= 1) {
        const above = lines[i] ?? '';
        if (above.trimStart().startsWith('#')) return [];
        const sibling = /^( *)[A-Za-z][\w-]*:/.exec(above);
        if (!sibling || sibling[1] !== key[1] || /:\s*$/.test(above)) break;
      }
      return [`${index + 1}: ${line.trim()}`];
    });
    expect(undocumented).toEqual([]);
  });
});
