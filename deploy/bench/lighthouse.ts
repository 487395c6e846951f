/**
 * `make lighthouse`: the public pages on a phone. For `/`, `/projects` and one project page,
 * each in English and Arabic, the median of RUNS (3) Lighthouse mobile runs in Debian's
 * Chromium: score, FCP, LCP, TBT, CLS and the JavaScript and fonts transferred. It measures
 * the stack at RAWI_URL (default http://localhost:8080, what `make run` serves) when one
 * answers there, and otherwise starts a stack of its own with the demo content.
 *
 * Targets (issue 9): score ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02 on all six.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { API, type Project } from '@rawi/proto';
import { ensureTools } from '../chart-wiring/manifests.ts';
import { freeStackPorts, startStack, type Stack } from '../local/stack.ts';
import { freePorts } from '../../services/kit/src/dev/infra.ts';
import { launchChrome, lighthouseRun, medianRun, type PageRun } from './lighthouse-support.ts';

const runs = Number(process.env.RUNS ?? 3);
const TARGET = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

let base = process.env.RAWI_URL ?? 'http://localhost:8080';
let stack: Stack | undefined;
let work: string | undefined;
if (!(await answers(base))) {
  ensureTools('ferretdb', 'minio', 'nats-server');
  work = mkdtempSync(join(tmpdir(), 'rawi-lighthouse-'));
  console.log(`[lighthouse] nothing answers at ${base}: starting a stack of its own (demo content) …`);
  stack = await startStack({
    dataDir: join(work, 'stack'),
    ports: await freeStackPorts(),
    infraPorts: await freePorts(),
    seedDemo: true,
    adminPassword: 'lighthouse-Admin-1',
    logLevel: 'warn',
  });
  base = stack.url;
}
const chrome = await launchChrome();
try {
  const pages: Array<{ name: string; url: string }> = [];
  for (const language of ['en', 'ar'] as const) {
    const projects = (await (await fetch(`${base}${API.projectsFor(language)}`)).json()) as Project[];
    const project = projects.find((p) => p.status === 'active');
    if (!project) throw new Error(`no active project in ${language}`);
    pages.push(
      { name: `/ (${language})`, url: `${base}/?lang=${language}` },
      { name: `/projects (${language})`, url: `${base}/projects?lang=${language}` },
      {
        name: `/projects/${project.slug} (${language})`,
        url: `${base}/projects/${project.slug}?lang=${language}`,
      },
    );
  }
  const results = new Map<string, PageRun[]>(pages.map(({ name }) => [name, []]));
  // Rounds alternate the pages, so a slow moment of the machine falls on all of them alike.
  for (let round = 1; round <= runs; round += 1) {
    for (const { name, url } of pages) {
      const run = await lighthouseRun(url, chrome.port);
      results.get(name)?.push(run);
      console.log(
        `[lighthouse] round ${round} ${name}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
      );
    }
  }
  console.log(
    `\nLighthouse mobile (default throttling), median of ${runs}, Debian Chromium; ${cpus().length} cores, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, ${cpus()[0]?.model ?? ''}\n`,
  );
  console.log('| page | score | FCP | LCP | TBT | CLS | JavaScript | fonts | all |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  let met = true;
  for (const [name, list] of results) {
    const m = medianRun(list);
    const ok =
      m.score >= TARGET.score && m.lcpMs <= TARGET.lcpMs && m.tbtMs <= TARGET.tbtMs && m.cls <= TARGET.cls;
    met &&= ok;
    console.log(
      `| ${name} | ${m.score} | ${(m.fcpMs / 1000).toFixed(2)} s | ${(m.lcpMs / 1000).toFixed(2)} s | ` +
        `${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${m.scriptKb.toFixed(0)} kB | ${m.fontKb.toFixed(0)} kB | ` +
        `${m.totalKb.toFixed(0)} kB |`,
    );
  }
  console.log(
    `\nTargets: score ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs / 1000} s, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}: ${met ? 'met on every page' : 'NOT met on every page'}`,
  );
} finally {
  chrome.kill();
  await stack?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}
