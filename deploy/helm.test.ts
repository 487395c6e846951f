/**
 * The Helm chart as a whole: `helm lint --strict`, rendering with the default and a production-like
 * values file, offline validation of every rendered object against the Kubernetes API schemas of
 * one pinned version, values.schema.json and the checks template refusing bad values, and the JWT
 * key pair the chart generates. What each component gets is in helm-wiring.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_DIR,
  REPO_ROOT,
  KUBERNETES_VERSION,
  TOOLS_BIN,
  ensureTools,
  RENDER_PRESETS,
  find,
  helm,
  renderChart,
  type Manifest,
  type RenderPreset,
} from './chart-wiring/manifests.ts';
import { ensureSchemas, schemaLocation } from './k8s-schemas/schemas.ts';
import { parser as promqlParser } from '@prometheus-io/lezer-promql';

const PRODUCTION_VALUES = RENDER_PRESETS.production.valuesFiles[0] as string;
const MONITORING_SCHEMAS = join(
  REPO_ROOT,
  'deploy',
  'k8s-schemas',
  'monitoring',
  '{{ .ResourceKind }}{{ .KindSuffix }}.json',
);

interface KubeconformReport {
  resources: Array<{ kind: string; name: string; status: string; msg: string }>;
  summary: { valid: number; invalid: number; errors: number; skipped: number };
}

function kubeconform(text: string): KubeconformReport {
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

/** The render's error message, or undefined when it renders. */
function renderError(set: string[]): string | undefined {
  try {
    renderChart({ set });
    return undefined;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

const renders = {} as Record<RenderPreset, { text: string; manifests: Manifest[] }>;

beforeAll(() => {
  // First run on a fresh machine builds helm and kubeconform from their Go modules (minutes).
  ensureTools('helm', 'kubeconform');
  ensureSchemas();
  for (const [name, options] of Object.entries(RENDER_PRESETS))
    renders[name as RenderPreset] = renderChart(options);
}, 30 * 60_000);

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

describe('monitoring', () => {
  const switches = [
    'metrics.enabled=true',
    'metrics.serviceMonitor.enabled=true',
    'metrics.prometheusRule.enabled=true',
    'metrics.grafanaDashboard.enabled=true',
    'networkPolicy.enabled=true',
  ];
  let render: { text: string; manifests: Manifest[] };
  beforeAll(() => {
    render = renderChart({ set: switches });
  });

  it('is off by default: no metrics port, no monitoring resources', () => {
    const { text, manifests } = renders.default;
    expect(manifests.filter((m) => ['ServiceMonitor', 'PrometheusRule'].includes(m.kind))).toEqual([]);
    expect(text).not.toContain('METRICS_PORT');
    expect(text).not.toContain('prometheus.io/scrape');
  });

  it('renders valid objects with the three switches on, monitoring kinds checked against their schemas', () => {
    const report = kubeconform(render.text);
    expect(report.resources.filter((r) => r.status !== 'statusValid')).toEqual([]);
    expect(report.summary).toEqual({ valid: render.manifests.length, invalid: 0, errors: 0, skipped: 0 });
    const monitors = render.manifests.filter((m) => m.kind === 'ServiceMonitor').map((m) => m.metadata.name);
    expect(monitors.sort()).toEqual(
      ['contact', 'content', 'gateway', 'identity', 'media', 'projects', 'web'].map((c) => `rawi-${c}`),
    );
    const dashboard = render.manifests.find(
      (m) => m.kind === 'ConfigMap' && m.metadata.name === 'rawi-dashboard',
    );
    expect(dashboard?.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
  });

  it('gives every component a metrics port, METRICS_PORT and scrape annotations, reachable only from monitoring', () => {
    for (const deployment of render.manifests.filter((m) => m.kind === 'Deployment')) {
      const pod = (
        deployment.spec as {
          template: {
            metadata: { annotations: Record<string, string> };
            spec: { containers: Array<{ ports: Array<{ name: string; containerPort: number }> }> };
          };
        }
      ).template;
      const port = pod.spec.containers[0]?.ports.find((p) => p.name === 'metrics')?.containerPort;
      expect(port, deployment.metadata.name).toBeGreaterThan(0);
      expect(pod.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(port),
      });
      const config = render.manifests.find(
        (m) => m.kind === 'ConfigMap' && m.metadata.name === deployment.metadata.name,
      );
      expect((config as unknown as { data: Record<string, string> }).data.METRICS_PORT).toBe(String(port));
    }
    const policy = render.manifests.find(
      (m) => m.kind === 'NetworkPolicy' && m.metadata.name === 'rawi-content',
    );
    const rules = (policy?.spec as { ingress: Array<{ ports: Array<{ port: string }> }> }).ingress;
    expect(rules.map((r) => r.ports[0]?.port)).toEqual(['http', 'metrics']);
  });

  it('checks PromQL with the real grammar (a broken expression is caught, names are read)', () => {
    expect(promqlErrors('sum(rate(http_requests_total[5m])')).not.toEqual([]);
    expect(promqlErrors('rate(http_requests_total{status=~"5.."}[5m]) >')).not.toEqual([]);
    expect(metricNames('sum by (a) (rate(http_requests_total{a="b"}[5m])) / up')).toEqual([
      'http_requests_total',
      'up',
    ]);
  });

  it('has alert rules whose expressions parse as PromQL and use metrics Rawi exports', () => {
    const rule = render.manifests.find((m) => m.kind === 'PrometheusRule');
    const groups = (
      rule?.spec as { groups: Array<{ rules: Array<{ alert: string; expr: string; for?: string }> }> }
    ).groups;
    const rules = groups.flatMap((g) => g.rules);
    expect(rules.map((r) => r.alert).sort()).toEqual([
      'RawiHighErrorRatio',
      'RawiNotifierFallingBehind',
      'RawiOutboxBackingUp',
      'RawiPodsRestarting',
      'RawiSignInFailuresSpiking',
      'RawiSlowRequests',
    ]);
    for (const { alert, expr } of rules) {
      expect(promqlErrors(expr), alert).toEqual([]);
      for (const metric of metricNames(expr)) expect(EXPORTED.has(metric), `${alert}: ${metric}`).toBe(true);
    }
  });

  it('has a dashboard whose every query parses as PromQL', () => {
    const dashboard = render.manifests.find(
      (m) => m.kind === 'ConfigMap' && m.metadata.name === 'rawi-dashboard',
    );
    const json = JSON.parse(
      (dashboard as unknown as { data: Record<string, string> }).data['rawi.json'] ?? '{}',
    ) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
    };
    expect(json.panels.length).toBeGreaterThanOrEqual(8);
    for (const panel of json.panels) {
      for (const target of panel.targets) {
        const expr = target.expr.replaceAll('$namespace', 'rawi');
        expect(promqlErrors(expr), panel.title).toEqual([]);
        for (const metric of metricNames(expr))
          expect(EXPORTED.has(metric), `${panel.title}: ${metric}`).toBe(true);
      }
    }
  });
});

/** Every metric the alerts and the dashboard may use: Rawi's own, and kube-state-metrics' restarts. */
const EXPORTED = new Set([
  'http_requests_total',
  'http_request_duration_seconds_bucket',
  'outbox_oldest_pending_age_seconds',
  'notifier_pending_events',
  'identity_sign_ins_total',
  'gateway_cache_hits_total',
  'gateway_cache_misses_total',
  'gateway_upstream_errors_total',
  'media_upload_bytes_total',
  'process_resident_memory_bytes',
  'kube_pod_container_status_restarts_total',
]);

/** The syntax errors Prometheus's own PromQL grammar (lezer-promql) finds: promtool's parse, offline. */
function promqlErrors(expr: string): string[] {
  const errors: string[] = [];
  promqlParser.parse(expr).iterate({
    enter: (node) => {
      if (node.type.isError)
        errors.push(
          `syntax error at ${node.from}: "${expr.slice(Math.max(0, node.from - 10), node.to + 10)}"`,
        );
    },
  });
  return errors;
}

function metricNames(expr: string): string[] {
  const names: string[] = [];
  promqlParser.parse(expr).iterate({
    enter: (node) => {
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        names.push(expr.slice(node.from, node.to));
    },
  });
  return names;
}

describe('the data plane shapes', () => {
  const statefulSet = (preset: RenderPreset, name: string) =>
    renders[preset].manifests.find((m) => m.kind === 'StatefulSet' && m.metadata.name === `rawi-${name}`) as
      | (Manifest & {
          spec: { replicas: number; template: { spec: { containers: Array<{ args?: string[] }> } } };
        })
      | undefined;
  const configMap = (preset: RenderPreset, name: string) =>
    (
      renders[preset].manifests.find(
        (m) => m.kind === 'ConfigMap' && m.metadata.name === name,
      ) as unknown as {
        data: Record<string, string>;
      }
    ).data;
  const secret = (name: string) =>
    (
      renders.production.manifests.find(
        (m) => m.kind === 'Secret' && m.metadata.name === name,
      ) as unknown as {
        data: Record<string, string>;
      }
    ).data;

  it('is one node of each store for a trial (default values)', () => {
    for (const store of ['nats', 'mongodb', 'minio'])
      expect(statefulSet('default', store)?.spec.replicas, store).toBe(1);
    expect(configMap('default', 'rawi-nats')['nats.conf']).not.toContain('cluster {');
    expect(configMap('default', 'rawi-content').NATS_STREAM_REPLICAS).toBe('1');
    expect(renders.default.manifests.filter((m) => m.kind === 'Job')).toEqual([]);
    expect(statefulSet('default', 'mongodb')?.spec.template.spec.containers[0]?.args).toEqual([
      'mongod',
      '--bind_ip_all',
    ]);
  });

  it('runs a 3-node NATS cluster with routes, a 3-copy event stream and a disruption budget (production)', () => {
    expect(statefulSet('production', 'nats')?.spec.replicas).toBe(3);
    const conf = configMap('production', 'rawi-nats')['nats.conf'] ?? '';
    expect(conf).toContain('server_name: $POD_NAME');
    for (const i of [0, 1, 2]) expect(conf).toContain(`nats://rawi-nats-${i}.rawi-nats.default.svc:6222`);
    expect(conf).toContain('sync_interval: always');
    for (const service of ['identity', 'content', 'projects', 'media', 'contact']) {
      expect(configMap('production', `rawi-${service}`).NATS_STREAM_REPLICAS, service).toBe('3');
    }
    const budgets = renders.production.manifests
      .filter((m) => m.kind === 'PodDisruptionBudget')
      .map((m) => m.metadata.name);
    expect(budgets).toEqual(expect.arrayContaining(['rawi-nats', 'rawi-minio', 'rawi-mongodb']));
  });

  it('runs a 3-member MongoDB replica set with a kept keyfile, an init Job and replica-set URLs (production)', () => {
    const mongo = statefulSet('production', 'mongodb');
    expect(mongo?.spec.replicas).toBe(3);
    expect(mongo?.spec.template.spec.containers[0]?.args).toEqual([
      'mongod',
      '--bind_ip_all',
      '--replSet',
      'rs0',
      '--keyFile',
      '/keyfile/keyfile',
    ]);
    const data = secret('rawi-mongodb');
    expect(Buffer.from(data.keyfile ?? '', 'base64').toString()).toMatch(/^[A-Za-z0-9]{756}$/);
    const url = Buffer.from(data.content ?? '', 'base64').toString();
    expect(url).toMatch(
      /^mongodb:\/\/content:[^@]+@rawi-mongodb-0\.rawi-mongodb:27017,rawi-mongodb-1\.rawi-mongodb:27017,rawi-mongodb-2\.rawi-mongodb:27017\/rawi_content\?replicaSet=rs0$/,
    );
    const job = renders.production.manifests.find((m) => m.kind === 'Job');
    expect(job?.metadata.annotations?.['helm.sh/hook']).toBe('post-install,post-upgrade');
    const env = (
      job?.spec as {
        template: { spec: { containers: Array<{ env: Array<{ name: string; value?: string }> }> } };
      }
    ).template.spec.containers[0]?.env;
    expect(env?.find((e) => e.name === 'RS_MEMBERS')?.value).toBe(
      'rawi-mongodb-0.rawi-mongodb:27017,rawi-mongodb-1.rawi-mongodb:27017,rawi-mongodb-2.rawi-mongodb:27017',
    );
  });

  it('runs MinIO distributed over 4 pods, one erasure set (production)', () => {
    const minio = statefulSet('production', 'minio');
    expect(minio?.spec.replicas).toBe(4);
    expect(minio?.spec.template.spec.containers[0]?.args?.[1]).toBe(
      'http://rawi-minio-{0...3}.rawi-minio.default.svc/data',
    );
  });

  it('initiates the replica set once, then changes it only when the members change', () => {
    const script = readFileSync(join(CHART_DIR, 'files', 'mongodb-replica-set.js'), 'utf8');
    const run = (
      members: string[],
      state: { status?: object; config?: { version: number; members: Array<{ _id: number; host: string }> } },
    ) => {
      const calls: string[] = [];
      const rs = {
        status: () => {
          if (!state.status) throw Object.assign(new Error('no replset config'), { code: 94 });
          return state.status;
        },
        conf: () => state.config,
        initiate: (config: { members: Array<{ _id: number; host: string }> }) => {
          calls.push('initiate');
          state.status = { ok: 1 };
          state.config = { version: 1, members: config.members };
        },
        reconfig: (config: { version: number; members: Array<{ _id: number; host: string }> }) => {
          calls.push(`reconfig v${config.version}`);
          state.config = config;
        },
      };
      runInNewContext(script, {
        rs,
        print: () => undefined,
        process: { env: { RS_NAME: 'rs0', RS_MEMBERS: members.join(',') } },
      });
      return calls;
    };
    const three = ['m-0:27017', 'm-1:27017', 'm-2:27017'];
    const state: Parameters<typeof run>[1] = {};
    expect(run(three, state)).toEqual(['initiate']);
    expect(state.config?.members).toEqual(three.map((host, _id) => ({ _id, host })));
    expect(run(three, state)).toEqual([]);
    expect(run([...three, 'm-3:27017', 'm-4:27017'], state)).toEqual(['reconfig v2']);
    expect(state.config?.members.map((m) => m._id)).toEqual([0, 1, 2, 3, 4]);
    expect(run([...three, 'm-3:27017', 'm-4:27017'], state)).toEqual([]);
  });
});
