/**
 * The chart's monitoring switches: metrics ports and scrape annotations, ServiceMonitors,
 * PrometheusRules and the Grafana dashboard, valid against their schemas, with PromQL checked by
 * the real grammar against the metrics Rawi exports.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parser as promqlParser } from '@prometheus-io/lezer-promql';
import { kubeconform } from './chart-wiring/kubeconform.ts';
import { ensureTools, RENDER_PRESETS, renderChart, type Manifest } from './chart-wiring/manifests.ts';
import { ensureSchemas } from './k8s-schemas/schemas.ts';

let defaults: { text: string; manifests: Manifest[] };

beforeAll(() => {
  // First run on a fresh machine builds helm and kubeconform from their Go modules (minutes).
  ensureTools('helm', 'kubeconform');
  ensureSchemas();
  defaults = renderChart(RENDER_PRESETS.default);
}, 30 * 60_000);

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
    const { text, manifests } = defaults;
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

  it("binds /metrics to the pod's own address (downward API), and the web server too; loopback when metrics are off", () => {
    type Container = {
      name: string;
      env?: Array<{ name: string; valueFrom?: { fieldRef?: { fieldPath: string } } }>;
    };
    const containersOf = (manifests: Manifest[]) =>
      manifests
        .filter((m) => m.kind === 'Deployment' && m.metadata.name.startsWith('rawi-'))
        .map(
          (m) => (m.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers[0]!,
        )
        .filter((c) =>
          ['gateway', 'identity', 'content', 'projects', 'media', 'contact', 'web'].includes(c.name),
        );
    const fromPodIp = (container: Container) =>
      (container.env ?? [])
        .filter((e) => e.valueFrom?.fieldRef?.fieldPath === 'status.podIP')
        .map((e) => e.name)
        .sort();
    const on = containersOf(render.manifests);
    expect(on).toHaveLength(7);
    for (const container of on) {
      expect(fromPodIp(container), container.name).toEqual(
        container.name === 'web' ? ['HOST', 'METRICS_HOST'] : ['METRICS_HOST'],
      );
    }
    for (const container of containersOf(defaults.manifests)) {
      expect(fromPodIp(container), container.name).toEqual(container.name === 'web' ? ['HOST'] : []);
    }
    // Nothing in a ConfigMap binds /metrics to every interface.
    expect(render.text).not.toMatch(/METRICS_HOST: "0\.0\.0\.0"/);
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
