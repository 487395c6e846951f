/**
 * Lighthouse as the benchmarks run it: mobile (its default form factor and throttling) or its
 * desktop preset, performance only, in Debian's Chromium started headless by chrome-launcher; figures are the
 * median of several runs. A category that needs no timing (SEO) is one run's score.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { traceFigures, type TraceEvent, type TraceFigures } from './trace-figures.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run of a page: Lighthouse's figures, and those read from the run's own trace. */
export interface PageRun extends TraceFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred, by Lighthouse's resource type. */
  scriptKb: number;
  fontKb: number;
  imageKb: number;
  totalKb: number;
  /**
   * Lighthouse's CPU benchmark of the machine, taken at the start of the run (higher is faster):
   * its 4× slowdown assumes 1000–2000 (a desktop); a busy or slow machine gives less, and every
   * task it measures, TBT's among them, is that much longer.
   */
  benchmarkIndex: number;
  /** What the largest paint was: the hero image, or which element. */
  lcpElement: string;
}

export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });

export type Preset = 'mobile' | 'desktop';

/** One Lighthouse run; `keep: false` (a warm-up) leaves no report in LIGHTHOUSE_REPORTS. */
export async function lighthouseRun(
  url: string,
  port: number,
  preset: Preset = 'mobile',
  { keep = true }: { keep?: boolean } = {},
): Promise<PageRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A few events more in the run's trace: Chromium's system font look-ups.
      additionalTraceCategories: 'fonts',
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse gave no result');
  // LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report (its request chain, long tasks) and
  // its trace (<name>.trace.json, for Chromium's performance panel or a script).
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports && keep) {
    mkdirSync(reports, { recursive: true });
    const name = `${preset}-${url.replace(/^https?:\/\/[^/]+/, '').replace(/[^\w]+/g, '_')}-${Date.now()}`;
    writeFileSync(join(reports, `${name}.json`), JSON.stringify(result.lhr));
    writeFileSync(join(reports, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace ?? {}));
  }
  const { audits, categories } = result.lhr;
  const requests = (
    audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined
  )?.items;
  const kb = (filter: (item: Record<string, unknown>) => boolean) =>
    (requests ?? []).filter(filter).reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;
  const ofType = (type: string) => kb((item) => item.resourceType === type);
  const details = JSON.stringify(audits['lcp-breakdown-insight']?.details ?? {});
  const lcpNode = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(details)?.[1] ?? '';
  const lcpLabel = /"nodeLabel":"((?:[^"\\]|\\.)*)"/.exec(details)?.[1] ?? '';
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    // A run Lighthouse could not finish has no score: NaN, so the median leaves it out.
    score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: ofType('Script'),
    fontKb: ofType('Font'),
    imageKb: ofType('Image'),
    totalKb: kb(() => true),
    ...traceFigures((result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[]),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    lcpElement: /<img|picture/i.test(lcpNode)
      ? 'hero image'
      : `${lcpNode.slice(0, 40)} "${lcpLabel.slice(0, 30)}"`,
  };
}

/** A category's score (0–100) and the audits that kept it below 100, by id and title. */
export interface CategoryRun {
  score: number;
  failing: Array<{ id: string; title: string; items: unknown[] }>;
}

/**
 * One Lighthouse run of a page for one category that needs no timing (SEO, accessibility), on
 * its default mobile form factor: its score and every weighted audit that did not pass.
 */
export async function lighthouseCategory(
  url: string,
  port: number,
  category: 'seo' | 'accessibility' | 'best-practices',
): Promise<CategoryRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [category],
  });
  if (!result) throw new Error('Lighthouse gave no result');
  const { audits, categories } = result.lhr;
  const scored = categories[category]?.auditRefs.filter((ref) => ref.weight > 0) ?? [];
  return {
    score: Math.round((categories[category]?.score ?? Number.NaN) * 100),
    failing: scored
      .map((ref) => audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => ({
        id: audit!.id,
        title: audit!.title,
        items: ((audit!.details as { items?: unknown[] } | undefined)?.items ?? []).slice(0, 5),
      })),
  };
}

/** The median of the runs that gave a figure (a run Lighthouse could not finish gives NaN). */
export function median(values: number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
}

/**
 * The median of each figure over runs of one page, the lowest and highest TBT, and in how many
 * runs the page was laid out before its fonts came (its trace has system font look-ups: the
 * first layout drew with the system's fonts and the page was laid out again when they came).
 */
export function medianRun(
  runs: PageRun[],
): PageRun & { tbtLowMs: number; tbtHighMs: number; fontsLateRuns: number; runs: number } {
  const of = (key: keyof Omit<PageRun, 'lcpElement'>) => median(runs.map((run) => run[key]));
  const tbts = runs.map((run) => run.tbtMs).filter(Number.isFinite);
  return {
    tbtLowMs: Math.min(...tbts),
    tbtHighMs: Math.max(...tbts),
    // Of the runs Lighthouse finished (a run without a score has no trace to count from).
    fontsLateRuns: runs.filter((run) => Number.isFinite(run.score) && run.systemFontLookups > 0).length,
    runs: runs.filter((run) => Number.isFinite(run.score)).length,
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptKb: of('scriptKb'),
    fontKb: of('fontKb'),
    imageKb: of('imageKb'),
    totalKb: of('totalKb'),
    layoutMs: of('layoutMs'),
    mainThreadMs: of('mainThreadMs'),
    mainThreadCpuMs: of('mainThreadCpuMs'),
    systemFontLookups: of('systemFontLookups'),
    benchmarkIndex: of('benchmarkIndex'),
    lcpElement: runs[0]?.lcpElement ?? '',
  };
}
