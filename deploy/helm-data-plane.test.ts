/**
 * The data stores the chart installs, by values: one node of each for a trial; in production a
 * 3-node NATS cluster, a 3-member MongoDB replica set and MinIO distributed over 4 pods.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHART_DIR, type Manifest, type RenderPreset } from './chart-wiring/manifests.ts';
import { useRenderedPresets } from './chart-wiring/rendered.ts';

const renders = useRenderedPresets();

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
