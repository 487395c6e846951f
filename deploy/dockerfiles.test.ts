/**
 * Fast checks of the Dockerfiles as text (deploy/images.test.ts builds and runs the images):
 * every path they copy exists and is not kept out by .dockerignore, npm ci sees every workspace
 * manifest, the runtime stage runs the right entry point as a non-root user, and
 * docker-compose.yml wires each component with the variables of its contract.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { DEFAULT_PORTS } from '@rawi/proto';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from './chart-wiring/manifests.ts';
import {
  COMPONENTS,
  ENTRY_POINTS,
  ENV_CONTRACT,
  SERVICES,
  UPSTREAM_ENV,
  type Component,
} from './contract.ts';

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const logical = text.replace(/\\\n/g, ' ').split('\n');
  for (const line of logical) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(trimmed) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ from, ...(name ? { name } : {}), instructions: [] });
    } else if (keyword.toUpperCase() !== 'ARG' || stages.length > 0) {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** COPY's sources from the build context (not --from another stage). */
function contextSources(stage: Stage): string[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' && !i.args.includes('--from='))
    .flatMap((i) =>
      i.args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1),
    );
}

/**
 * The context sources that end up in the runtime image: the final stage's own, and those of each
 * stage whose whole /app it copies (a stage copied in part, like web's build output, adds none).
 */
function runtimeSources(stages: Stage[]): string[] {
  const collect = (stage: Stage): string[] => [
    ...contextSources(stage),
    ...stage.instructions.flatMap((i) => {
      const whole = /^--from=(\S+)\s+\/app\/?\s+\/app\/?$/.exec(i.keyword === 'COPY' ? i.args : '');
      const from = whole && stages.find((s) => s.name === whole[1]);
      return from ? collect(from) : [];
    }),
  ];
  return collect(stages.at(-1) as Stage);
}

function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdir(parent).map((child) => `${parent}/${child}`);
  });
}

/** Sub-folders that hold a package.json, as npm's workspace globs match them. */
function readdir(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(REPO_ROOT, folder, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

function dockerignored(path: string): boolean {
  const patterns = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const clean = path.replace(/\/$/, '');
  return patterns.some((pattern) => {
    const regex = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(?:.*/)?')
      .replace(/\*/g, '[^/]*');
    return new RegExp(`^${regex}(?:/.*)?$`).test(clean);
  });
}

const componentFolder = (component: Component) =>
  component === 'gateway' ? 'gateway' : component === 'web' ? 'web' : `services/${component}`;

function packageJson(folder: string): {
  name: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, string>;
} {
  return JSON.parse(readFileSync(join(REPO_ROOT, folder, 'package.json'), 'utf8'));
}

/** The workspace packages a component imports, directly or through another workspace package. */
function workspaceDependencies(folder: string): string[] {
  const byName = new Map(workspaceFolders().map((f) => [packageJson(f).name, f]));
  const found = new Set<string>();
  const visit = (current: string) => {
    for (const name of Object.keys(packageJson(current).dependencies ?? {})) {
      const dependency = byName.get(name);
      if (dependency && !found.has(dependency)) {
        found.add(dependency);
        visit(dependency);
      }
    }
  };
  visit(folder);
  return [...found].sort();
}

/**
 * Every file the entry point loads from this repository: relative imports and @rawi/* workspace
 * packages, followed transitively (test files and type-only imports aside).
 */
function sourceFiles(entry: string): string[] {
  const byName = new Map(workspaceFolders().map((f) => [packageJson(f).name, f]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    // Static imports and re-exports (type-only ones aside), side-effect imports, and dynamic
    // import('...') of a literal path: a page loader imported when it first runs is loaded too.
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)(?!\s+type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
      ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
      ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((m) => m[1] ?? '');
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(posix.normalize(posix.join(posix.dirname(file), specifier)));
      const [scope, name, ...rest] = specifier.split('/');
      const folder = byName.get(`${scope}/${name}`);
      if (scope === '@rawi' && folder) {
        const { exports } = packageJson(folder);
        const target = exports?.[rest.length ? `./${rest.join('/')}` : '.'];
        if (target) visit(posix.normalize(posix.join(folder, target)));
      }
    }
  };
  visit(entry);
  return [...seen];
}

describe.each(COMPONENTS)('the %s image', (component) => {
  const file = join(REPO_ROOT, 'deploy', 'docker', `${component}.Dockerfile`);
  const stages = () => parseDockerfile(readFileSync(file, 'utf8'));
  const runtime = () => stages().at(-1) as Stage;

  it('copies only paths that exist and that .dockerignore lets through', () => {
    const sources = stages().flatMap(contextSources);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => !existsSync(join(REPO_ROOT, source)))).toEqual([]);
    expect(sources.filter(dockerignored)).toEqual([]);
  });

  it('gives npm ci every workspace manifest and the lockfile', () => {
    const expected = [
      'package-lock.json',
      'package.json',
      ...workspaceFolders().map((f) => `${f}/package.json`),
    ].sort();
    for (const stage of stages().filter((s) => s.instructions.some((i) => /\bnpm ci\b/.test(i.args)))) {
      const manifests = contextSources(stage).filter((source) => /(^|\/)package(-lock)?\.json$/.test(source));
      expect(manifests.sort(), stage.name).toEqual(expected);
    }
  });

  it('installs production dependencies of its own package only, without install scripts', () => {
    const installs = stages().flatMap((s) => s.instructions.filter((i) => /\bnpm ci\b/.test(i.args)));
    const { name } = packageJson(componentFolder(component));
    const production = installs.filter((i) => i.args.includes('--omit=dev'));
    expect(production).toHaveLength(1);
    expect(production[0]?.args).toContain(
      `--workspace ${name} --include-workspace-root=false --ignore-scripts`,
    );
  });

  it('copies the workspace packages it imports', () => {
    const sources = stages().flatMap(contextSources);
    for (const folder of workspaceDependencies(componentFolder(component))) {
      expect(sources, folder).toContain(`${folder}/`);
    }
    expect(sources.some((s) => ENTRY_POINTS[component].startsWith(s))).toBe(true);
  });

  it('copies into the runtime image every source file its entry point loads', () => {
    const sources = runtimeSources(stages());
    const covered = (file: string) =>
      sources.some((s) => (s.endsWith('/') ? file.startsWith(s) : file === s));
    const files = sourceFiles(ENTRY_POINTS[component]);
    expect(files.length).toBeGreaterThan(1);
    expect(files.filter((file) => !covered(file))).toEqual([]);
  });

  it('runs its entry point with node 24 as a non-root user, with no HEALTHCHECK', () => {
    expect(existsSync(join(REPO_ROOT, ENTRY_POINTS[component])), ENTRY_POINTS[component]).toBe(true);
    const stage = runtime();
    const arg = /^ARG NODE_IMAGE=(\S+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    expect(stage.from.replace('${NODE_IMAGE}', arg)).toMatch(/^node:24(-slim|-alpine)$/);
    const cmd = stage.instructions.filter((i) => i.keyword === 'CMD').at(-1);
    expect(JSON.parse(cmd?.args ?? 'null')).toEqual(['node', ENTRY_POINTS[component]]);
    expect(stage.instructions.some((i) => i.keyword === 'ENTRYPOINT')).toBe(false);
    const user = stage.instructions.filter((i) => i.keyword === 'USER').at(-1)?.args ?? '';
    expect(user).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    expect(
      stages()
        .flatMap((s) => s.instructions)
        .some((i) => i.keyword === 'HEALTHCHECK'),
    ).toBe(false);
    expect(stage.instructions.find((i) => i.keyword === 'EXPOSE')?.args).toBe(
      String(DEFAULT_PORTS[component]),
    );
  });
});

const BACKUP_ENTRY = 'services/backup/src/cli.ts';

describe.each(SERVICES)('the %s image’s rawi-backup command', (service) => {
  const stages = () =>
    parseDockerfile(readFileSync(join(REPO_ROOT, 'deploy', 'docker', `${service}.Dockerfile`), 'utf8'));

  it('installs @rawi/backup’s production dependencies and carries every file the command loads', () => {
    const production = stages()
      .flatMap((s) => s.instructions)
      .find((i) => /\bnpm ci\b/.test(i.args) && i.args.includes('--omit=dev'));
    expect(production?.args).toContain('--workspace @rawi/backup ');
    const sources = runtimeSources(stages());
    const covered = (file: string) =>
      sources.some((s) => (s.endsWith('/') ? file.startsWith(s) : file === s));
    expect(sourceFiles(BACKUP_ENTRY).filter((file) => !covered(file))).toEqual([]);
  });

  it('puts rawi-backup on the PATH, pointing at an executable script run by node', () => {
    const link = (stages().at(-1) as Stage).instructions.find(
      (i) => i.keyword === 'RUN' && i.args.includes('rawi-backup'),
    );
    expect(link?.args).toBe(`ln -s /app/${BACKUP_ENTRY} /usr/local/bin/rawi-backup`);
    expect(statSync(join(REPO_ROOT, BACKUP_ENTRY)).mode & 0o111).not.toBe(0);
    expect(readFileSync(join(REPO_ROOT, BACKUP_ENTRY), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });
});

describe('docker-compose.yml', () => {
  const compose = () =>
    parse(readFileSync(join(REPO_ROOT, 'deploy', 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<
        string,
        {
          build?: { context: string; dockerfile: string };
          environment?: Record<string, unknown>;
          ports?: string[];
        }
      >;
    };

  it.each(COMPONENTS)('builds %s from its Dockerfile and gives it exactly its contract', (component) => {
    const service = compose().services[component];
    expect(service?.build).toEqual({ context: '..', dockerfile: `deploy/docker/${component}.Dockerfile` });
    const names = Object.keys(service?.environment ?? {}).map((name) => name.replace(/_FILE$/, ''));
    const { required, optional } = ENV_CONTRACT[component];
    expect(names.filter((name) => !required.includes(name) && !optional.includes(name))).toEqual([]);
    expect(required.filter((name) => !names.includes(name))).toEqual([]);
    expect(String(service?.environment?.PORT)).toBe(String(DEFAULT_PORTS[component]));
  });

  it('points the gateway at each component by its compose name and port', () => {
    const { services } = compose();
    for (const [component, variable] of Object.entries(UPSTREAM_ENV)) {
      const url = new URL(String(services.gateway?.environment?.[variable]));
      expect(url.hostname).toBe(component);
      expect(url.port).toBe(String(services[component]?.environment?.PORT));
    }
  });

  it('publishes the gateway port only', () => {
    const published = Object.entries(compose().services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['gateway']);
  });
});
