/**
 * What the chart gives each component, read back from the rendered manifests: the environment
 * (exactly what its config loader takes), ports that match the gateway's upstream URLs, probes,
 * limits, the restricted security context, NetworkPolicies, disruption budgets, autoscalers,
 * the Ingress and the `helm test` hook.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_PORTS } from '@rawi/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RENDER_PRESETS,
  REPO_ROOT,
  ensureTools,
  externalSecret,
  find,
  podSpec,
  renderChart,
  wiringOf,
  type Container,
  type Manifest,
  type RenderPreset,
} from './chart-wiring/manifests.ts';
import {
  COMPONENTS,
  ENV_CONTRACT,
  SECRET_ENV,
  SERVICES,
  UPSTREAM_ENV,
  readinessPath,
  type Component,
} from './contract.ts';

const renders = {} as Record<RenderPreset, Manifest[]>;

beforeAll(() => {
  ensureTools('helm');
  for (const [name, options] of Object.entries(RENDER_PRESETS)) {
    renders[name as RenderPreset] = renderChart(options).manifests;
  }
}, 30 * 60_000);

const workloads = (manifests: Manifest[]) =>
  manifests.filter((m) => ['Deployment', 'StatefulSet', 'Pod'].includes(m.kind));
const isHook = (m: Manifest) => m.metadata.annotations?.['helm.sh/hook'] !== undefined;
const selectorOf = (m: Manifest) =>
  (m.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
const podLabels = (m: Manifest) =>
  m.kind === 'Pod'
    ? (m.metadata.labels ?? {})
    : (m.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

describe.each(Object.keys(RENDER_PRESETS) as RenderPreset[])('the %s render', (preset) => {
  const manifests = () => renders[preset];

  it('gives every long-running container a liveness and a readiness probe, requests and limits', () => {
    for (const workload of workloads(manifests())) {
      for (const container of podSpec(workload).containers) {
        const where = `${workload.metadata.name}/${container.name}`;
        // The `helm test` pod runs once and exits: probes mean nothing there, limits still do.
        if (!isHook(workload)) {
          expect(container.livenessProbe, `${where} liveness`).toBeDefined();
          expect(container.readinessProbe, `${where} readiness`).toBeDefined();
        }
        for (const kind of ['requests', 'limits'] as const) {
          expect(Object.keys(container.resources?.[kind] ?? {}).sort(), `${where} ${kind}`).toEqual([
            'cpu',
            'memory',
          ]);
        }
      }
    }
  });

  it('runs every pod at the restricted Pod Security Standard with a read-only root filesystem', () => {
    for (const workload of workloads(manifests())) {
      const spec = podSpec(workload);
      const where = workload.metadata.name;
      expect(spec.securityContext, where).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect((spec.securityContext as { runAsUser: number }).runAsUser, where).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken, where).toBe(false);
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        expect(container.securityContext, `${where}/${container.name}`).toMatchObject({
          runAsNonRoot: true,
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.securityContext?.privileged ?? false).toBe(false);
        const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        const volume = spec.volumes?.find((v) => v.name === tmp?.name);
        expect(volume?.emptyDir, `${where}/${container.name} has an emptyDir at /tmp`).toBeDefined();
      }
    }
  });

  it.each(COMPONENTS)('probes %s on its own health endpoints', (component) => {
    const container = podSpec(find(manifests(), 'Deployment', `rawi-${component}`))
      .containers[0] as Container;
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.startupProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.readinessProbe?.httpGet).toEqual({ path: readinessPath(component), port: 'http' });
  });

  it.each(COMPONENTS)('gives %s exactly the variables of its contract', (component) => {
    const { settings } = wiringOf(manifests(), `rawi-${component}`);
    const { required, optional } = ENV_CONTRACT[component];
    const names = Object.keys(settings);
    expect(names.filter((name) => !required.includes(name) && !optional.includes(name))).toEqual([]);
    expect(required.filter((name) => !names.includes(name))).toEqual([]);
  });

  it.each(COMPONENTS)(
    'gives %s its credentials as files from Secrets, never as plain variables',
    (component) => {
      const { env, container } = wiringOf(manifests(), `rawi-${component}`);
      expect(Object.keys(env).filter((name) => (SECRET_ENV as readonly string[]).includes(name))).toEqual([]);
      const config = find(manifests(), 'ConfigMap', `rawi-${component}`);
      expect(JSON.stringify(config.data)).not.toMatch(/PRIVATE KEY|mongodb:\/\/[^/]*@/);
      // Only identity signs tokens, so only identity gets the private key.
      const mountsPrivateKey = JSON.stringify(
        podSpec(find(manifests(), 'Deployment', `rawi-${component}`)).volumes,
      ).includes('private.pem');
      expect(mountsPrivateKey).toBe(component === 'identity');
      expect(container.envFrom).toEqual([{ configMapRef: { name: `rawi-${component}` } }]);
    },
  );

  it('points every gateway upstream URL at the Service and port of that component', () => {
    const gateway = wiringOf(manifests(), 'rawi-gateway').settings;
    for (const [component, variable] of Object.entries(UPSTREAM_ENV)) {
      const url = new URL(gateway[variable] ?? '');
      expect(url.protocol).toBe('http:');
      const service = find(manifests(), 'Service', url.hostname);
      const [port] = (service.spec as { ports: Array<{ port: number; targetPort: string }> }).ports;
      expect(port?.port, variable).toBe(Number(url.port));
      expect(port?.targetPort).toBe('http');
      const deployment = find(manifests(), 'Deployment', `rawi-${component}`);
      expect((service.spec as { selector: Record<string, string> }).selector).toEqual(selectorOf(deployment));
      const wiring = wiringOf(manifests(), `rawi-${component}`);
      expect(wiring.port).toBe(port?.port);
      expect(wiring.settings.PORT).toBe(String(wiring.port));
    }
  });

  it('gives each service its own database, and NATS and the object store at their Services', () => {
    const external = preset === 'external stores';
    for (const service of SERVICES) {
      const { settings } = wiringOf(manifests(), `rawi-${service}`);
      if (external) {
        expect(settings.MONGO_URL).toBe(externalSecret('rawi-mongodb-urls', service));
        expect(settings.NATS_URL).toBe(externalSecret('rawi-nats', 'url'));
        continue;
      }
      // One host, or every replica set member (pod names under the headless Service) and the set.
      const mongo = /^mongodb:\/\/([^:]+):([^@]+)@([^/]+)\/([^?]+)(\?replicaSet=\w+)?$/.exec(
        settings.MONGO_URL ?? '',
      );
      expect(mongo, settings.MONGO_URL).not.toBeNull();
      const [, user, password, hosts = '', database] = mongo ?? [];
      expect([user, database]).toEqual([service, `rawi_${service}`]);
      expect(password).toMatch(/^[A-Za-z0-9]{32}$/);
      for (const host of hosts.split(',')) {
        const [name = '', port] = host.split(':');
        const serviceName = name.includes('.') ? name.slice(name.indexOf('.') + 1) : name;
        expect(servicePort(manifests(), serviceName), host).toBe(Number(port));
      }
      expect(hosts.includes(',')).toBe(preset === 'production');
      const nats = new URL(settings.NATS_URL ?? '');
      expect(nats.protocol).toBe('nats:');
      expect(servicePort(manifests(), nats.hostname)).toBe(Number(nats.port));
    }
    const media = wiringOf(manifests(), 'rawi-media').settings;
    if (external) {
      expect(media.S3_ENDPOINT).toBe('https://s3.example.com');
      expect(media.S3_SECRET_KEY).toBe(externalSecret('rawi-s3', 'secret-key'));
    } else {
      const s3 = new URL(media.S3_ENDPOINT ?? '');
      expect(servicePort(manifests(), s3.hostname)).toBe(Number(s3.port));
      const minio = podSpec(find(manifests(), 'StatefulSet', 'rawi-minio')).containers[0] as Container;
      const rootUser = minio.env?.find((e) => e.name === 'MINIO_ROOT_USER')?.valueFrom?.secretKeyRef;
      expect(rootUser).toEqual({ name: 'rawi-minio', key: 'root-user' });
      expect(media.S3_ACCESS_KEY).toMatch(/^rawi-[a-z0-9]{12}$/);
    }
  });

  it('annotates every Deployment with a checksum of its configuration', () => {
    for (const deployment of manifests().filter((m) => m.kind === 'Deployment')) {
      const annotations = (
        deployment.spec as { template: { metadata: { annotations: Record<string, string> } } }
      ).template.metadata.annotations;
      expect(annotations['checksum/config'], deployment.metadata.name).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('lets each pod be reached only by who needs it', () => {
    const policies = manifests().filter((m) => m.kind === 'NetworkPolicy');
    const fromOf = (target: Manifest) => {
      const selecting = policies.filter((p) =>
        matches(
          (p.spec as { podSelector: { matchLabels: Record<string, string> } }).podSelector.matchLabels,
          podLabels(target),
        ),
      );
      expect(selecting, target.metadata.name).toHaveLength(1);
      const spec = selecting[0]?.spec as {
        policyTypes: string[];
        ingress: Array<{ from: Array<Record<string, { matchLabels: Record<string, string> }>> }>;
      };
      expect(spec.policyTypes).toEqual(['Ingress']);
      // One rule for clients; a replicated store has a second for its own pods.
      expect(spec.ingress.length).toBeLessThanOrEqual(2);
      return spec.ingress.flatMap((rule) =>
        rule.from.map((peer) =>
          peer.namespaceSelector
            ? 'ingress-controller'
            : (peer.podSelector?.matchLabels['app.kubernetes.io/component'] ?? '?'),
        ),
      );
    };
    // Production runs the stores replicated: their pods also reach each other.
    const peers = (store: string) => (preset === 'production' ? [store] : []);
    const allowed: Record<string, string[]> = {
      // The web server reads projects through the gateway for its pages' status and head.
      gateway: ['ingress-controller', 'helm-test', 'web'],
      ...Object.fromEntries(
        ['identity', 'content', 'projects', 'media', 'contact', 'web'].map((c) => [
          c,
          ['gateway', 'helm-test'],
        ]),
      ),
      // The replica set's init Job talks to it too.
      mongodb: [
        ...SERVICES,
        ...(preset === 'production' ? ['mongodb-replica-set'] : []),
        ...peers('mongodb'),
      ],
      // The gateway and web listen for the events that expire their caches (reads, rendered pages).
      nats: [...SERVICES, 'gateway', 'web', ...peers('nats')],
      minio: ['media', ...peers('minio')],
    };
    const targets = manifests().filter((m) => ['Deployment', 'StatefulSet'].includes(m.kind));
    for (const target of targets) {
      const component = podLabels(target)['app.kubernetes.io/component'] ?? '';
      expect(fromOf(target), component).toEqual(allowed[component]);
    }
  });

  it('gives every Deployment a PodDisruptionBudget over its pods', () => {
    for (const deployment of manifests().filter((m) => m.kind === 'Deployment')) {
      const budget = find(manifests(), 'PodDisruptionBudget', deployment.metadata.name);
      expect(selectorOf(budget)).toEqual(selectorOf(deployment));
    }
  });

  it('sends the Ingress to the gateway Service', () => {
    const ingress = find(manifests(), 'Ingress', 'rawi-gateway');
    const [rule] = (
      ingress.spec as { rules: Array<{ host: string; http: { paths: Array<{ backend: unknown }> } }> }
    ).rules;
    expect(rule?.http.paths[0]?.backend).toEqual({
      service: { name: 'rawi-gateway', port: { name: 'http' } },
    });
    expect(rule?.host).toBe(preset === 'production' ? 'rawi.example.com' : 'rawi.localhost');
  });

  it('has a `helm test` hook that calls every health endpoint through the Services', () => {
    const test = find(manifests(), 'Pod', 'rawi-helm-test');
    expect(test.metadata.annotations?.['helm.sh/hook']).toBe('test');
    const checks = JSON.parse(
      (podSpec(test).containers[0]?.env ?? []).find((e) => e.name === 'CHECKS')?.value ?? '[]',
    ) as Array<{ url: string }>;
    const urls = checks.map((c) => c.url);
    for (const component of COMPONENTS) {
      const port = servicePort(manifests(), `rawi-${component}`);
      expect(urls).toContain(`http://rawi-${component}:${port}/healthz`);
      if (component !== 'web') expect(urls).toContain(`http://rawi-${component}:${port}/readyz`);
    }
  });
});

function servicePort(manifests: Manifest[], name: string): number | undefined {
  return (find(manifests, 'Service', name).spec as { ports: Array<{ port: number }> }).ports[0]?.port;
}

describe('the default values', () => {
  it('use the default ports of the local run', () => {
    for (const component of COMPONENTS) {
      expect(wiringOf(renders.default, `rawi-${component}`).port, component).toBe(DEFAULT_PORTS[component]);
    }
  });

  it('run without autoscalers, and the production values autoscale some components', () => {
    expect(renders.default.filter((m) => m.kind === 'HorizontalPodAutoscaler')).toEqual([]);
    const scaled = renders.production.filter((m) => m.kind === 'HorizontalPodAutoscaler');
    expect(scaled.map((m) => m.metadata.name).sort()).toEqual([
      'rawi-content',
      'rawi-gateway',
      'rawi-projects',
    ]);
    for (const hpa of scaled) {
      // The autoscaler owns the replica count: the Deployment must not set one.
      expect(find(renders.production, 'Deployment', hpa.metadata.name).spec?.replicas).toBeUndefined();
    }
  });

  it('restart only the pods whose configuration changed', () => {
    const changed = renderChart({ set: ['identity.jwtTtlSeconds=7200'] }).manifests;
    const checksum = (manifests: Manifest[], name: string) =>
      (
        find(manifests, 'Deployment', name).spec as {
          template: { metadata: { annotations: Record<string, string> } };
        }
      ).template.metadata.annotations['checksum/config'];
    expect(checksum(changed, 'rawi-identity')).not.toBe(checksum(renders.default, 'rawi-identity'));
    expect(checksum(changed, 'rawi-projects')).toBe(checksum(renders.default, 'rawi-projects'));
  });
});

/** What the test reads of a yup field: whether the loader can do without it. */
type Field = { describe(): unknown };

/** A component's config shape, as its config loader declares it (the shared part for services). */
async function loaderShape(component: Exclude<Component, 'web'>): Promise<Record<string, Field>> {
  const { serviceConfigShape } = await import('../services/kit/src/config.ts');
  const file = component === 'gateway' ? 'gateway/src/config.ts' : `services/${component}/src/config.ts`;
  let own: Record<string, Field> = {};
  // A service without variables of its own has no config.ts and reads the shared ones only.
  if (existsSync(join(REPO_ROOT, file))) {
    const module = (await import(pathToFileURL(join(REPO_ROOT, file)).href)) as Record<string, unknown>;
    const shapes = Object.entries(module).filter(([name]) => name.endsWith('ConfigShape'));
    expect(shapes, `${file} exports one *ConfigShape`).toHaveLength(1);
    own = shapes[0]?.[1] as Record<string, Field>;
  }
  return component === 'gateway' ? own : { ...serviceConfigShape, ...own };
}

describe('the env contract', () => {
  it.each(COMPONENTS.filter((c) => c !== 'web'))(
    'names for %s only variables its config loader reads, and every one it requires',
    async (component) => {
      const shape = await loaderShape(component as Exclude<Component, 'web'>);
      const { required, optional } = ENV_CONTRACT[component];
      expect([...required, ...optional].filter((name) => !(name in shape))).toEqual([]);
      const loaderRequired = Object.entries(shape)
        .filter(([, schema]) => {
          const description = schema.describe() as { optional: boolean; default?: unknown };
          return !description.optional && description.default === undefined;
        })
        .map(([name]) => name);
      expect(loaderRequired.filter((name) => !required.includes(name))).toEqual([]);
    },
  );
});
