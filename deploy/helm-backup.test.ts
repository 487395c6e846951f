/**
 * The chart's scheduled backup: off by default; switched on, a CronJob that runs rawi-backup
 * with each service's own MongoDB URL, the media store, NATS and its target (a bucket or a
 * volume), admitted by the data stores' NetworkPolicies, valid against the Kubernetes schemas
 * offline, and configured exactly as rawi-backup's own configuration reads it.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { loadBackupConfig } from '../services/backup/src/config.ts';
import { ensureSchemas } from './k8s-schemas/schemas.ts';
import { kubeconform } from './chart-wiring/kubeconform.ts';
import {
  CHART_DIR,
  KUBERNETES_VERSION,
  ensureTools,
  find,
  helm,
  podSpec,
  renderChart,
  wiringOf,
  type Manifest,
} from './chart-wiring/manifests.ts';

const S3 = ['backup.enabled=true'];
const PVC = ['backup.enabled=true', 'backup.target=pvc', 'backup.schedule=0 1 * * 0', 'backup.keep=4'];
let renders: Record<'off' | 's3' | 'pvc' | 'external', { text: string; manifests: Manifest[] }>;

function renderError(set: string[]): string {
  try {
    renderChart({ set });
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

beforeAll(() => {
  ensureTools('helm', 'kubeconform');
  ensureSchemas();
  renders = {
    off: renderChart(),
    s3: renderChart({ set: S3 }),
    pvc: renderChart({ set: PVC }),
    external: renderChart({
      set: [
        ...S3,
        'backup.s3.endpoint=https://backups.example.com',
        'backup.s3.existingSecret=rawi-backup-store',
        'mongodb.enabled=false',
        'externalMongodb.existingSecret=rawi-mongodb-urls',
        'nats.enabled=false',
        'externalNats.existingSecret=rawi-nats',
      ],
    }),
  };
}, 30 * 60_000);

const cronJob = (manifests: Manifest[]) => find(manifests, 'CronJob', 'rawi-backup');

describe('the backup CronJob', () => {
  it('is not rendered by default', () => {
    expect(renders.off.manifests.filter((m) => m.metadata.name === 'rawi-backup')).toEqual([]);
  });

  it.each([
    ['s3', S3],
    ['pvc', PVC],
  ])('passes helm lint --strict with target %s', (_target, set) => {
    const args = set.flatMap((value) => ['--set', value]);
    const out = helm(['lint', '--strict', '--kube-version', KUBERNETES_VERSION, CHART_DIR, ...args]);
    expect(out).toContain('1 chart(s) linted, 0 chart(s) failed');
  });

  it.each(['s3', 'pvc', 'external'] as const)('renders valid Kubernetes objects with target %s', (name) => {
    const report = kubeconform(renders[name].text);
    expect(report.resources.filter((r) => r.status !== 'statusValid')).toEqual([]);
  });

  it('runs rawi-backup backup from the media image on its schedule, one at a time, as a non-root user', () => {
    const job = cronJob(renders.s3.manifests);
    expect(job.spec).toMatchObject({ schedule: '30 2 * * *', concurrencyPolicy: 'Forbid' });
    const spec = podSpec(job);
    const container = spec.containers[0]!;
    expect(container.image).toBe('ghcr.io/rawi/media:1.0.0');
    expect(container.command).toEqual(['rawi-backup', 'backup']);
    expect(spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
  });

  it('gives rawi-backup each service’s own database URL, the media store, NATS and the bucket, as it reads them', () => {
    const { settings } = wiringOf(renders.s3.manifests, 'rawi-backup', 'CronJob');
    const secret = find(renders.s3.manifests, 'Secret', 'rawi-mongodb').data!;
    for (const service of ['identity', 'content', 'projects', 'media', 'contact'])
      expect(settings[`MONGO_URL_${service.toUpperCase()}`]).toBe(
        Buffer.from(secret[service]!, 'base64').toString(),
      );
    const config = loadBackupConfig(settings);
    expect(config.mongoUrls.rawi_contact).toMatch(
      /^mongodb:\/\/contact:[^@]+@rawi-mongodb:27017\/rawi_contact/,
    );
    expect(config.natsUrl).toBe('nats://rawi-nats:4222');
    expect(config.media).toMatchObject({ endpoint: 'http://rawi-minio:9000', bucket: 'rawi-media' });
    expect(config.target).toMatchObject({
      kind: 's3',
      bucket: 'rawi-backups',
      prefix: 'rawi-backups/',
      keep: 7,
      s3: { endpoint: 'http://rawi-minio:9000', accessKey: config.media.accessKey },
    });
  });

  it('writes to the bucket of another store with its own credentials', () => {
    const { settings } = wiringOf(renders.external.manifests, 'rawi-backup', 'CronJob');
    expect(settings).toMatchObject({
      MONGO_URL_MEDIA: '<existing Secret rawi-mongodb-urls, key media>',
      NATS_URL: '<existing Secret rawi-nats, key url>',
      BACKUP_S3_ENDPOINT: 'https://backups.example.com',
      BACKUP_S3_ACCESS_KEY: '<existing Secret rawi-backup-store, key access-key>',
      BACKUP_S3_SECRET_KEY: '<existing Secret rawi-backup-store, key secret-key>',
    });
    // The operator's Secrets hold real URLs; with them, rawi-backup reads this wiring.
    const real = Object.fromEntries(
      Object.entries(settings).map(([name, value]) => [
        name,
        name.startsWith('MONGO_URL_')
          ? 'mongodb://db.example.com/rawi'
          : name === 'NATS_URL'
            ? 'nats://nats:4222'
            : value,
      ]),
    );
    expect(loadBackupConfig(real).target).toMatchObject({
      kind: 's3',
      s3: { endpoint: 'https://backups.example.com', accessKey: settings.BACKUP_S3_ACCESS_KEY },
    });
  });

  it('writes to a kept volume with target pvc, keeping backup.keep archives', () => {
    const { manifests } = renders.pvc;
    const claim = find(manifests, 'PersistentVolumeClaim', 'rawi-backup');
    expect(claim.metadata.annotations?.['helm.sh/resource-policy']).toBe('keep');
    expect(cronJob(manifests).spec).toMatchObject({ schedule: '0 1 * * 0' });
    const { settings, container } = wiringOf(manifests, 'rawi-backup', 'CronJob');
    expect(container.volumeMounts).toContainEqual({ name: 'archives', mountPath: '/backups' });
    expect(loadBackupConfig(settings).target).toEqual({ kind: 'dir', dir: '/backups', keep: 4 });
    const existing = renderChart({ set: [...PVC, 'backup.pvc.existingClaim=site-archives'] }).manifests;
    expect(
      existing.filter((m) => m.kind === 'PersistentVolumeClaim' && m.metadata.name === 'rawi-backup'),
    ).toEqual([]);
    const volumes = podSpec(cronJob(existing)).volumes as unknown as Array<{
      name: string;
      persistentVolumeClaim?: { claimName: string };
    }>;
    expect(volumes.find((v) => v.name === 'archives')?.persistentVolumeClaim).toEqual({
      claimName: 'site-archives',
    });
  });

  it('is let through the NetworkPolicies of MongoDB, MinIO and NATS only when switched on', () => {
    const clients = (manifests: Manifest[], store: string) => {
      const policy = find(manifests, 'NetworkPolicy', `rawi-${store}`);
      const ingress = (
        policy.spec as {
          ingress: Array<{ from: Array<{ podSelector: { matchLabels: Record<string, string> } }> }>;
        }
      ).ingress[0]!;
      return ingress.from.map((peer) => peer.podSelector.matchLabels['app.kubernetes.io/component']);
    };
    for (const store of ['mongodb', 'minio', 'nats']) {
      expect(clients(renders.s3.manifests, store)).toContain('backup');
      expect(clients(renders.off.manifests, store)).not.toContain('backup');
    }
  });

  it.each([
    ['an unknown target', 'backup.target=ftp', "at '/backup/target'"],
    ['a schedule that is not cron', 'backup.schedule=daily', "at '/backup/schedule'"],
    ['no archive kept', 'backup.keep=0', "at '/backup/keep'"],
    ['a bad bucket name', 'backup.s3.bucket=Site_Backups', "at '/backup/s3/bucket'"],
  ])('refuses %s', (_what, value, message) => {
    expect(renderError(['backup.enabled=true', value])).toContain(message);
  });
});
