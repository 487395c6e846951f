/**
 * The chart against a real Kubernetes API server: etcd and kube-apiserver (built here from their
 * Go modules, pinned in deploy/tools/versions.env) on loopback, with token authentication, RBAC,
 * a service-account key pair and Pod Security admission. No kubelet, scheduler or controller
 * manager runs, so no pod ever starts: what is checked is that the server accepts every object.
 *
 *   node deploy/cluster-check/run.ts [--chart <dir>]       (make cluster-check)
 *
 * --chart  another copy of the chart (default helm/rawi), e.g. one broken on purpose to see the
 *          check fail.
 *
 * 1. Namespaces labelled for the `restricted` Pod Security Standard (enforce, audit and warn).
 * 2. The Prometheus Operator's own CRDs (ServiceMonitor, PrometheusRule, from its Go module at
 *    the pinned version), so that the monitoring objects are validated by their real schemas.
 * 3. `helm install` with monitoring and backup on; then every pod the workloads would make
 *    (Deployments, StatefulSets with their claims, the CronJob, the `helm test` pod) is created
 *    as a server-side dry run, which Pod Security enforces on: no controller makes them here.
 * 4. `helm upgrade` with a changed value: the change reaches the server and every generated
 *    Secret (admin password, keys) keeps its value.
 * 5. `helm uninstall`: nothing of the release is left but what it marks to keep.
 * 6. The production-like values (helm/rawi/ci/production-values.yaml) with monitoring and a backup
 *    volume, installed and uninstalled in a second namespace. Its post-install hook (the Job that
 *    initiates the MongoDB replica set) cannot complete without a kubelet: helm skips the hooks
 *    and the hook Job and its pod are sent as server-side dry runs instead.
 * Every object of the release is also re-sent as a strict server-side apply (dry run), so that a
 * field the API or a CRD does not know fails the check: helm shows none of the server's warnings.
 * Fails on any refused object, any warning from the server (Pod Security, unknown fields) or any
 * check above; prints the objects by kind and the release status. Everything it started is
 * stopped and its temporary folder removed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../services/kit/src/dev/infra.ts';
import { hasExited, howItEnded, stopProcess } from '../../services/kit/src/dev/process.ts';
import {
  CHART_DIR,
  REPO_ROOT,
  TOOLS_BIN,
  ensureTools,
  parseManifests,
  podSpec,
  type Manifest,
} from '../chart-wiring/manifests.ts';

const PSS_LEVEL = 'restricted';
const MONITORING_AND_BACKUP = [
  'metrics.enabled=true',
  'metrics.serviceMonitor.enabled=true',
  'metrics.prometheusRule.enabled=true',
  'metrics.grafanaDashboard.enabled=true',
  'backup.enabled=true',
];
/** The Prometheus Operator CRDs of the kinds the chart renders. */
const MONITORING_CRDS = [
  'monitoring.coreos.com_servicemonitors.yaml',
  'monitoring.coreos.com_prometheusrules.yaml',
];

const { values: cli } = parseArgs({ options: { chart: { type: 'string', default: CHART_DIR } } });
const chart = resolve(cli.chart);
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'rawi-cluster-check-'));
const processes: { name: string; child: ChildProcess; log: string }[] = [];
const failures: string[] = [];
const token = randomBytes(24).toString('hex');
let server = { port: 0, ca: '' };

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`\n[cluster-check ${seconds(started)}] ${text}`);
function fail(text: string): void {
  failures.push(text);
  console.error(`  FAIL ${text}`);
}

function versions(): Record<string, string> {
  const text = readFileSync(join(REPO_ROOT, 'deploy', 'tools', 'versions.env'), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^([A-Z_]+)=(\S+)/gm)].map((match) => [match[1] as string, match[2] as string]),
  );
}

function start(name: string, args: string[]): ChildProcess {
  const log = join(work, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(join(TOOLS_BIN, name), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  processes.push({ name, child, log });
  return child;
}

function logTail(name: string, lines = 30): string {
  const entry = processes.find((p) => p.name === name);
  if (!entry || !existsSync(entry.log)) return '';
  return readFileSync(entry.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

interface Reply {
  status: number;
  body: Record<string, unknown>;
  warnings: string[];
}

/** One call to the API server as the cluster admin of the token file. */
function api(method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        ca: server.ca,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(data === undefined ? {} : { 'content-type': contentType }),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown>;
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            parsed = { message: text };
          }
          const header = res.headers.warning;
          const warnings = (Array.isArray(header) ? header : header ? [header] : []).map((w) =>
            w.replace(/^299 - "?|"$/g, ''),
          );
          resolve({ status: res.statusCode ?? 0, body: parsed, warnings });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(data);
  });
}

async function waitFor(what: string, timeoutMs: number, ready: () => Promise<boolean>, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && hasExited(child)) throw new Error(`${what}: the process ended (${howItEnded(child)})`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function startCluster(): Promise<void> {
  const [etcdClient, etcdPeer, apiPort] = [await freePort(), await freePort(), await freePort()];
  const etcdUrl = `http://127.0.0.1:${etcdClient}`;
  const peerUrl = `http://127.0.0.1:${etcdPeer}`;
  const etcd = start('etcd', [
    '--name=check',
    `--data-dir=${join(work, 'etcd')}`,
    `--listen-client-urls=${etcdUrl}`,
    `--advertise-client-urls=${etcdUrl}`,
    `--listen-peer-urls=${peerUrl}`,
    `--initial-advertise-peer-urls=${peerUrl}`,
    `--initial-cluster=check=${peerUrl}`,
    '--log-level=warn',
    // A throwaway store: nothing is kept, so no fsync on a disk shared with other work.
    '--unsafe-no-fsync',
  ]);
  await waitFor('etcd', 60_000, async () => (await fetch(`${etcdUrl}/health`)).ok, etcd);

  const serviceAccount = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(join(work, 'sa.key'), serviceAccount.privateKey, { mode: 0o600 });
  writeFileSync(join(work, 'sa.pub'), serviceAccount.publicKey);
  writeFileSync(join(work, 'tokens.csv'), `${token},rawi-admin,rawi-admin,"system:masters"\n`, {
    mode: 0o600,
  });
  const certDir = join(work, 'certs');
  const apiserver = start('kube-apiserver', [
    `--etcd-servers=${etcdUrl}`,
    '--bind-address=127.0.0.1',
    '--advertise-address=127.0.0.1',
    `--secure-port=${apiPort}`,
    `--cert-dir=${certDir}`,
    `--token-auth-file=${join(work, 'tokens.csv')}`,
    '--authorization-mode=RBAC',
    '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
    `--service-account-key-file=${join(work, 'sa.pub')}`,
    `--service-account-signing-key-file=${join(work, 'sa.key')}`,
    '--service-cluster-ip-range=10.96.0.0/16',
    '--enable-admission-plugins=NamespaceLifecycle,ServiceAccount,PodSecurity,ResourceQuota,LimitRanger',
    '--allow-privileged=false',
    '--profiling=false',
  ]);
  // The server writes its self-signed certificate (with its CA) before it listens.
  const certFile = join(certDir, 'apiserver.crt');
  await waitFor('kube-apiserver certificate', 120_000, async () => existsSync(certFile), apiserver);
  server = { port: apiPort, ca: readFileSync(certFile, 'utf8') };
  await waitFor(
    'kube-apiserver',
    180_000,
    async () => (await api('GET', '/readyz')).status === 200,
    apiserver,
  );

  writeFileSync(
    join(work, 'kubeconfig'),
    [
      'apiVersion: v1',
      'kind: Config',
      'clusters:',
      '  - name: check',
      '    cluster:',
      `      server: https://127.0.0.1:${apiPort}`,
      `      certificate-authority: ${certFile}`,
      'users:',
      '  - name: admin',
      `    user: { token: ${token} }`,
      'contexts:',
      '  - name: check',
      '    context: { cluster: check, user: admin }',
      'current-context: check',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const version = (await api('GET', '/version')).body as { gitVersion?: string };
  console.log(`  kube-apiserver ${version.gitVersion} on 127.0.0.1:${apiPort}, etcd on ${etcdUrl}`);
}

async function must(reply: Promise<Reply>, what: string): Promise<Reply> {
  const answer = await reply;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${String(answer.body.message)}`);
  return answer;
}

/** A namespace the `restricted` standard is enforced in, with the default service account. */
async function restrictedNamespace(name: string): Promise<void> {
  const labels: Record<string, string> = {};
  for (const mode of ['enforce', 'audit', 'warn']) {
    labels[`pod-security.kubernetes.io/${mode}`] = PSS_LEVEL;
    labels[`pod-security.kubernetes.io/${mode}-version`] = 'latest';
  }
  await must(api('POST', '/api/v1/namespaces', { metadata: { name, labels } }), `namespace ${name}`);
  // The controller manager's job on a real cluster: every namespace gets its `default` account.
  await must(
    api('POST', `/api/v1/namespaces/${name}/serviceaccounts`, { metadata: { name: 'default' } }),
    `service account default in ${name}`,
  );
}

/** The Prometheus Operator's CRDs from its Go module at the pinned version, established. */
async function monitoringCrds(version: string): Promise<void> {
  const info = JSON.parse(
    execFileSync(
      'go',
      ['mod', 'download', '-json', `github.com/prometheus-operator/prometheus-operator@${version}`],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  ) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`prometheus-operator ${version}: ${info.Error ?? 'not downloaded'}`);
  for (const file of MONITORING_CRDS) {
    const [crd] = parseManifests(
      readFileSync(join(info.Dir, 'example', 'prometheus-operator-crd', file), 'utf8'),
    );
    if (!crd) throw new Error(`${file}: no CRD in it`);
    await must(api('POST', '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', crd), file);
    await waitFor(`CRD ${crd.metadata.name}`, 60_000, async () => {
      const got = await api(
        'GET',
        `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crd.metadata.name}`,
      );
      const conditions = ((got.body.status as { conditions?: { type: string; status: string }[] })
        ?.conditions ?? []) as { type: string; status: string }[];
      return conditions.some((c) => c.type === 'Established' && c.status === 'True');
    });
  }
  console.log(`  Prometheus Operator ${version} CRDs: ServiceMonitor, PrometheusRule`);
}

interface HelmResult {
  code: number;
  output: string;
}

function helm(args: string[]): HelmResult {
  try {
    const output = execFileSync(join(TOOLS_BIN, 'helm'), args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        KUBECONFIG: join(work, 'kubeconfig'),
        HELM_CACHE_HOME: join(work, 'helm-cache'),
        HELM_CONFIG_HOME: join(work, 'helm-config'),
        HELM_DATA_HOME: join(work, 'helm-data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output };
  } catch (error) {
    const e = error as { status?: number; stdout?: string; stderr?: string };
    return { code: e.status ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** Runs a helm command that changes the cluster; any refusal or server warning is a failure. */
function helmChange(what: string, args: string[]): boolean {
  const t = Date.now();
  const { code, output } = helm(args);
  const warnings = output
    .split('\n')
    .filter((line) => /^W\d{4} |warning:|would violate PodSecurity|unknown field/i.test(line));
  console.log(`  ${what}: exit ${code} (${seconds(t)})`);
  if (code !== 0) fail(`${what} exited ${code}:\n${output.trim()}`);
  for (const line of warnings) fail(`${what}: the server warned: ${line.trim()}`);
  return code === 0;
}

const PLURALS: Record<string, string> = {
  NetworkPolicy: 'networkpolicies',
  Ingress: 'ingresses',
  PodDisruptionBudget: 'poddisruptionbudgets',
  HorizontalPodAutoscaler: 'horizontalpodautoscalers',
  PersistentVolumeClaim: 'persistentvolumeclaims',
};

function collectionPath(manifest: Manifest, namespace: string): string {
  const [group, version] = manifest.apiVersion.includes('/')
    ? manifest.apiVersion.split('/')
    : ['', manifest.apiVersion];
  const plural = PLURALS[manifest.kind] ?? `${manifest.kind.toLowerCase()}s`;
  const base = group ? `/apis/${group}/${version}` : `/api/${version}`;
  return `${base}/namespaces/${namespace}/${plural}`;
}

const objectPath = (manifest: Manifest, namespace: string) =>
  `${collectionPath(manifest, namespace)}/${manifest.metadata.name}`;

/** Dry-run writes refuse what the schema does not know instead of dropping it with a warning. */
const STRICT_DRY_RUN = 'dryRun=All&fieldValidation=Strict';

/**
 * The release's objects as helm recorded them, each read back from the server. Each is also sent
 * again as a strict server-side apply (dry run): helm does not report the server's warnings, and
 * a field the API does not know (a typo, a field of another version, one a CRD's schema lacks)
 * is otherwise dropped from the stored object in silence.
 */
async function releaseObjects(release: string, namespace: string): Promise<Map<string, Manifest[]>> {
  const { code, output } = helm(['get', 'manifest', release, '-n', namespace]);
  if (code !== 0) throw new Error(`helm get manifest ${release}: ${output}`);
  const byKind = new Map<string, Manifest[]>();
  const manifests = parseManifests(output);
  let strict = 0;
  for (const manifest of manifests) {
    const what = `${manifest.kind} ${manifest.metadata.name}`;
    const applied = await api(
      'PATCH',
      `${objectPath(manifest, namespace)}?${STRICT_DRY_RUN}&fieldManager=rawi-cluster-check&force=true`,
      manifest,
      'application/apply-patch+yaml',
    );
    if (applied.status !== 200)
      fail(`${what}: refused by strict validation (${applied.status}): ${String(applied.body.message)}`);
    else strict += 1;
    for (const warning of applied.warnings) fail(`${what}: the server warned: ${warning}`);
    const got = await api('GET', objectPath(manifest, namespace));
    if (got.status !== 200)
      fail(`${manifest.kind} ${manifest.metadata.name}: not on the server (${got.status})`);
    else byKind.set(manifest.kind, [...(byKind.get(manifest.kind) ?? []), got.body as unknown as Manifest]);
  }
  console.log(`  strict field validation (dry run): ${strict} of ${manifests.length} objects accepted`);
  return byKind;
}

function summary(byKind: Map<string, Manifest[]>): string {
  return [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, list]) => `${list.length} ${kind}`)
    .join(', ');
}

function releaseStatus(release: string, namespace: string): string {
  const { code, output } = helm(['status', release, '-n', namespace, '-o', 'json']);
  if (code !== 0) return `unknown (${output.trim()})`;
  const status = JSON.parse(output) as { version: number; info: { status: string } };
  return `${status.info.status} (revision ${status.version})`;
}

/**
 * Every pod the workloads (and `helm test`) would create, sent as a server-side dry run: the
 * admission chain, Pod Security included, runs as if a controller had made it.
 */
async function podsAdmitted(byKind: Map<string, Manifest[]>, hooks: Manifest[], namespace: string) {
  const sources = [
    ...['Deployment', 'StatefulSet', 'CronJob', 'Job'].flatMap((kind) => byKind.get(kind) ?? []),
    ...hooks.filter((hook) => hook.kind === 'Pod' || hook.kind === 'Job'),
  ];
  let admitted = 0;
  for (const source of sources) {
    const spec = structuredClone(podSpec(source)) as unknown as Record<string, unknown>;
    if (source.kind === 'StatefulSet') {
      // The StatefulSet controller adds one claim per volumeClaimTemplate to each pod.
      const claims = ((source.spec as { volumeClaimTemplates?: Manifest[] }).volumeClaimTemplates ?? []).map(
        (claim) => ({
          name: claim.metadata.name,
          persistentVolumeClaim: { claimName: `${claim.metadata.name}-${source.metadata.name}-0` },
        }),
      );
      spec.volumes = [...((spec.volumes as unknown[]) ?? []), ...claims];
    }
    const template =
      source.kind === 'Pod'
        ? source
        : source.kind === 'CronJob'
          ? (source.spec as { jobTemplate: { spec: { template: Manifest } } }).jobTemplate.spec.template
          : (source.spec as { template: Manifest }).template;
    const pod = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: {
        name: `${source.metadata.name}-dry-run`.slice(0, 63),
        labels: template.metadata?.labels ?? {},
        annotations: template.metadata?.annotations ?? {},
      },
      spec,
    };
    const reply = await api('POST', `/api/v1/namespaces/${namespace}/pods?${STRICT_DRY_RUN}`, pod);
    const what = `${source.kind} ${source.metadata.name}: its pod`;
    if (reply.status !== 201) fail(`${what} refused (${reply.status}): ${String(reply.body.message)}`);
    else admitted += 1;
    for (const warning of reply.warnings) fail(`${what}: the server warned: ${warning}`);
  }
  console.log(
    `  pods admitted under Pod Security "${PSS_LEVEL}" (dry run): ${admitted} of ${sources.length}`,
  );
}

/**
 * The hooks helm was told not to run (--no-hooks), each sent as a server-side dry run: a hook Job
 * never completes where no kubelet runs, and helm would wait for it until its time-out.
 */
async function hooksAccepted(hooks: Manifest[], namespace: string): Promise<void> {
  const runnable = hooks.filter((hook) => hook.metadata.annotations?.['helm.sh/hook'] !== 'test');
  for (const hook of runnable) {
    const reply = await api('POST', `${collectionPath(hook, namespace)}?${STRICT_DRY_RUN}`, hook);
    const what = `hook ${hook.kind} ${hook.metadata.name}`;
    if (reply.status !== 201) fail(`${what} refused (${reply.status}): ${String(reply.body.message)}`);
    for (const warning of reply.warnings) fail(`${what}: the server warned: ${warning}`);
  }
  const names = runnable.map((hook) => `${hook.kind} ${hook.metadata.name}`).join(', ');
  console.log(`  hooks not run (no kubelet), accepted as a dry run: ${names || 'none'}`);
}

function hooksOf(release: string, namespace: string): Manifest[] {
  const { code, output } = helm(['get', 'hooks', release, '-n', namespace]);
  if (code !== 0) throw new Error(`helm get hooks ${release}: ${output}`);
  return parseManifests(output);
}

/** The data of every Secret of the release (the generated ones are compared across an upgrade). */
function secretData(byKind: Map<string, Manifest[]>): Map<string, string> {
  return new Map((byKind.get('Secret') ?? []).map((s) => [s.metadata.name, JSON.stringify(s.data ?? {})]));
}

/** After uninstall: what is left of the release must be exactly what it marks helm.sh/resource-policy: keep. */
async function leftAfterUninstall(byKind: Map<string, Manifest[]>, namespace: string): Promise<void> {
  const kept: string[] = [];
  for (const list of byKind.values()) {
    for (const manifest of list) {
      const got = await api('GET', objectPath(manifest, namespace));
      const keep = manifest.metadata.annotations?.['helm.sh/resource-policy'] === 'keep';
      if (got.status === 200 && !keep)
        fail(`${manifest.kind} ${manifest.metadata.name}: still there after uninstall`);
      if (got.status !== 200 && keep)
        fail(`${manifest.kind} ${manifest.metadata.name}: marked keep, yet removed`);
      if (got.status === 200 && keep) kept.push(`${manifest.kind} ${manifest.metadata.name}`);
    }
  }
  console.log(`  left after uninstall (helm.sh/resource-policy: keep): ${kept.join(', ') || 'nothing'}`);
}

async function defaultRelease(): Promise<void> {
  const namespace = 'rawi';
  const release = 'rawi';
  const set = MONITORING_AND_BACKUP.flatMap((value) => ['--set', value]);
  step(`helm install ${release} (monitoring and backup on) into namespace ${namespace}`);
  await restrictedNamespace(namespace);
  if (!helmChange('helm install', ['install', release, chart, '-n', namespace, ...set])) return;
  const installed = await releaseObjects(release, namespace);
  console.log(`  on the server: ${summary(installed)}`);
  console.log(`  release: ${releaseStatus(release, namespace)}`);
  await podsAdmitted(installed, hooksOf(release, namespace), namespace);

  step(`helm upgrade ${release} (logLevel debug, gateway.replicaCount 3)`);
  const upgradeSet = [...set, '--set', 'logLevel=debug', '--set', 'gateway.replicaCount=3'];
  if (!helmChange('helm upgrade', ['upgrade', release, chart, '-n', namespace, ...upgradeSet])) return;
  const upgraded = await releaseObjects(release, namespace);
  console.log(`  on the server: ${summary(upgraded)}`);
  console.log(`  release: ${releaseStatus(release, namespace)}`);
  const levels = (upgraded.get('ConfigMap') ?? []).filter((c) => c.data?.LOG_LEVEL !== undefined);
  if (levels.length === 0) fail('no ConfigMap carries LOG_LEVEL after the upgrade');
  for (const config of levels)
    if (config.data?.LOG_LEVEL !== 'debug')
      fail(
        `ConfigMap ${config.metadata.name}: LOG_LEVEL ${config.data?.LOG_LEVEL} after the upgrade, not debug`,
      );
  const gateway = (upgraded.get('Deployment') ?? []).find((d) => d.metadata.name.endsWith('-gateway'));
  const replicas = (gateway?.spec as { replicas?: number } | undefined)?.replicas;
  if (replicas !== 3)
    fail(`Deployment ${gateway?.metadata.name ?? 'gateway'}: ${replicas} replicas after the upgrade, not 3`);
  const before = secretData(installed);
  const after = secretData(upgraded);
  for (const [name, data] of before)
    if (after.get(name) !== data) fail(`Secret ${name}: its value changed on upgrade`);
  console.log(
    `  LOG_LEVEL debug in ${levels.length} ConfigMaps, gateway replicas ${replicas}, ${before.size} Secrets kept their values`,
  );
  await podsAdmitted(upgraded, hooksOf(release, namespace), namespace);

  step(`helm uninstall ${release}`);
  if (!helmChange('helm uninstall', ['uninstall', release, '-n', namespace])) return;
  await leftAfterUninstall(upgraded, namespace);
  const list = helm(['list', '-a', '-n', namespace, '-q']);
  if (list.output.trim() !== '') fail(`helm list still shows: ${list.output.trim()}`);
}

async function productionRelease(): Promise<void> {
  const namespace = 'rawi-production';
  const release = 'rawi';
  step(
    `helm install ${release} (ci/production-values.yaml, monitoring, backup to a volume) into ${namespace}`,
  );
  await restrictedNamespace(namespace);
  const args = ['-f', join(chart, 'ci', 'production-values.yaml')];
  for (const value of [...MONITORING_AND_BACKUP, 'backup.target=pvc']) args.push('--set', value);
  // A replica set of MongoDB is initiated by a post-install Job that needs a running pod.
  if (!helmChange('helm install', ['install', release, chart, '-n', namespace, '--no-hooks', ...args]))
    return;
  const installed = await releaseObjects(release, namespace);
  console.log(`  on the server: ${summary(installed)}`);
  console.log(`  release: ${releaseStatus(release, namespace)}`);
  const hooks = hooksOf(release, namespace);
  await hooksAccepted(hooks, namespace);
  await podsAdmitted(installed, hooks, namespace);
  step(`helm uninstall ${release} from ${namespace}`);
  if (!helmChange('helm uninstall', ['uninstall', release, '-n', namespace])) return;
  await leftAfterUninstall(installed, namespace);
}

async function stopAll(): Promise<void> {
  // The API server first: it would log errors while its store is gone.
  for (const { child } of [...processes].reverse()) await stopProcess(child, { graceMs: 10_000 });
  rmSync(work, { recursive: true, force: true });
}

async function main(): Promise<number> {
  const pins = versions();
  step('tools: etcd, kube-apiserver, helm (built once, cached)');
  ensureTools('etcd', 'kube-apiserver', 'helm');
  step('starting etcd and kube-apiserver on loopback');
  const t = Date.now();
  await startCluster();
  console.log(`  ready in ${seconds(t)}`);
  await monitoringCrds(pins.PROMETHEUS_OPERATOR_VERSION ?? 'missing from versions.env');
  await defaultRelease();
  await productionRelease();
  return failures.length === 0 ? 0 : 1;
}

let exitCode = 1;
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
try {
  exitCode = await main();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  for (const { name } of processes) {
    const tail = logTail(name);
    if (tail) console.error(`\n--- last lines of ${name}'s log ---\n${tail}`);
  }
} finally {
  await stopAll();
}
step(
  failures.length === 0
    ? `PASSED in ${seconds(started)}: the chart was installed, upgraded and uninstalled on a real API server`
    : `FAILED (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}`,
);
process.exit(failures.length === 0 ? exitCode : 1);
