/**
 * Rawi's container images, built here with podman (no registry): the base (Debian minbase from
 * Debian's packages + the pinned Node, deploy/images/base.sh), the seven app images from
 * deploy/docker/*.Dockerfile under the names the chart's values give them, and trial images of
 * FerretDB, MinIO and NATS from the pinned binaries. Every image carries the commit
 * (org.opencontainers.image.revision). podman's layer cache makes a rebuild with unchanged
 * inputs a matter of seconds.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPONENTS, type Component } from '../contract.ts';
import { REPO_ROOT, ensureTools, podSpec, renderChart, type Manifest } from '../chart-wiring/manifests.ts';

export const RELEASE = 'rawi';
const IMAGES_CACHE = process.env.RAWI_IMAGES_CACHE ?? join(homedir(), '.cache', 'rawi-images');
/** The CA bundle this machine trusts: npm in a build stage reaches the registry through it. */
const HOST_CA = '/etc/ssl/certs/ca-certificates.crt';

export function podman(args: string[], options: { quiet?: boolean } = {}): string {
  return execFileSync('podman', args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

/** The commit the images are built from. */
export function revision(): string {
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
}

/** podman, runc, debootstrap and the container settings this VM needs (idempotent). */
export function hostSetup(): void {
  execFileSync('bash', [join(REPO_ROOT, 'deploy', 'images', 'host-setup.sh')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export interface BaseImages {
  base: string;
  build: string;
}

export function baseImages(): BaseImages {
  const out = execFileSync('bash', [join(REPO_ROOT, 'deploy', 'images', 'base.sh')], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const [base = '', build = ''] = out.split(/\s+/);
  return { base, build };
}

/** The image each component's Deployment names in the chart rendered with these values. */
export function chartImages(manifests: Manifest[] = renderChart({ release: RELEASE }).manifests) {
  return Object.fromEntries(
    COMPONENTS.map((component) => {
      const deployment = manifests.find(
        (m) => m.kind === 'Deployment' && m.metadata.name === `${RELEASE}-${component}`,
      );
      const image = deployment && podSpec(deployment).containers[0]?.image;
      if (!image) throw new Error(`the chart names no image for ${component}`);
      return [component, image];
    }),
  ) as Record<Component, string>;
}

/** The pinned versions of deploy/tools/versions.env (KEY=value lines, # comments). */
function pinned(): Record<string, string> {
  const text = readFileSync(join(REPO_ROOT, 'deploy', 'tools', 'versions.env'), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^([A-Z_][A-Z0-9_]*)=(\S*)/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

export type Store = 'ferretdb' | 'minio' | 'nats';
export const STORES: readonly Store[] = ['ferretdb', 'minio', 'nats'];

/** The trial images of the data stores, named after their pinned versions. */
export function storeImages(): Record<Store, string> {
  const v = pinned();
  const tag = (version = '') => version.replace(/^v0\.0\.0-\d+-/, 'git-').replace(/[^\w.-]/g, '-');
  return {
    ferretdb: `localhost/rawi/ferretdb:${tag(v.FERRETDB_VERSION)}`,
    minio: `localhost/rawi/minio:${tag(v.MINIO_VERSION)}`,
    nats: `localhost/rawi/nats:${tag(v.NATS_SERVER_VERSION)}`,
  };
}

/** Volumes that give npm in a build stage this machine's CA bundle; mounted only while a step runs. */
function buildMounts(): string[] {
  if (!existsSync(HOST_CA)) return [];
  const npmrc = join(IMAGES_CACHE, 'build-npmrc');
  mkdirSync(IMAGES_CACHE, { recursive: true });
  writeFileSync(npmrc, 'cafile=/run/rawi-build/ca.crt\n');
  return [
    '-v',
    `${realpathSync(HOST_CA)}:/run/rawi-build/ca.crt:ro`,
    '-v',
    `${npmrc}:/usr/local/etc/npmrc:ro`,
  ];
}

function build(args: string[], what: string, log: (line: string) => void): void {
  const started = Date.now();
  const result = spawnSync('podman', ['build', '--layers', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`.split('\n').slice(-40).join('\n');
    throw new Error(`podman build of ${what} failed:\n${output}`);
  }
  log(`built ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildAppImage(
  component: Component,
  name: string,
  base: BaseImages,
  commit: string,
  log: (line: string) => void = console.log,
): void {
  build(
    [
      '-f',
      `deploy/docker/${component}.Dockerfile`,
      '--build-arg',
      `NODE_IMAGE=${base.base}`,
      '--build-arg',
      `BUILD_IMAGE=${base.build}`,
      '--label',
      `org.opencontainers.image.revision=${commit}`,
      '--label',
      `org.opencontainers.image.title=rawi-${component}`,
      ...buildMounts(),
      '-t',
      name,
      '.',
    ],
    name,
    log,
  );
}

const STORE_BINARIES: Record<Store, { binary: string; entrypoint: string[]; expose: number[] }> = {
  ferretdb: { binary: 'ferretdb', entrypoint: ['ferretdb'], expose: [27017] },
  minio: { binary: 'minio', entrypoint: ['minio'], expose: [9000] },
  nats: { binary: 'nats-server', entrypoint: [], expose: [4222, 8222] },
};

/** A data store's trial image: the pinned binary on the Debian layer of the base, run as uid 1000. */
export function buildStoreImage(
  store: Store,
  name: string,
  base: BaseImages,
  commit: string,
  log: (line: string) => void = console.log,
): void {
  ensureTools(STORE_BINARIES[store].binary);
  const { binary, entrypoint, expose } = STORE_BINARIES[store];
  const context = mkdtempSync(join(tmpdir(), `rawi-image-${store}-`));
  try {
    execFileSync('cp', ['-L', join(REPO_ROOT, '.tools', 'bin', binary), join(context, binary)]);
    writeFileSync(
      join(context, 'Containerfile'),
      [
        `FROM ${base.base}`,
        `COPY ${binary} /usr/local/bin/${binary}`,
        // Its data under /data: a volume (PersistentVolumeClaim or emptyDir) owned by the user.
        'WORKDIR /data',
        'USER 1000:1000',
        `EXPOSE ${expose.join(' ')}`,
        ...(entrypoint.length ? [`ENTRYPOINT ${JSON.stringify(entrypoint)}`] : []),
        `CMD ${JSON.stringify(entrypoint.length ? ['--help'] : [binary, '--help'])}`,
        '',
      ].join('\n'),
    );
    build(
      [
        '-f',
        join(context, 'Containerfile'),
        '--label',
        `org.opencontainers.image.revision=${commit}`,
        '--label',
        `org.opencontainers.image.title=rawi-trial-${store}`,
        '-t',
        name,
        context,
      ],
      name,
      log,
    );
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

export interface BuiltImages {
  base: BaseImages;
  apps: Record<Component, string>;
  stores: Record<Store, string>;
  commit: string;
}

/** Builds every image (cached layers reused) and returns their names. */
export function buildImages(log: (line: string) => void = console.log): BuiltImages {
  hostSetup();
  ensureTools('helm');
  const commit = revision();
  const base = baseImages();
  log(`base ${base.base} (build stages: ${base.build})`);
  const apps = chartImages();
  for (const component of COMPONENTS) buildAppImage(component, apps[component], base, commit, log);
  const stores = storeImages();
  for (const store of STORES) buildStoreImage(store, stores[store], base, commit, log);
  return { base, apps, stores, commit };
}

export interface ImageFacts {
  name: string;
  bytes: number;
  revision: string;
  user: string;
}

export function imageFacts(name: string): ImageFacts {
  const [bytes = '0', rev = '', user = ''] = podman(
    [
      'image',
      'inspect',
      '--format',
      '{{.Size}}|{{index .Labels "org.opencontainers.image.revision"}}|{{.Config.User}}',
      name,
    ],
    { quiet: true },
  ).split('|');
  return { name, bytes: Number(bytes), revision: rev, user };
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
