import { describe, expect, it } from 'vitest';
import { traceFigures, type TraceEvent } from './trace-figures.ts';

const PAGE = { pid: 2, tid: 7 };
const OTHER = { pid: 3, tid: 1 };
/** An event of `durMs` wall time, of which the thread ran half (it waited for a core the rest). */
const at = (where: { pid: number; tid: number }, name: string, ts: number, durMs: number): TraceEvent => ({
  name,
  ph: 'X',
  ...where,
  ts,
  dur: durMs * 1000,
  tdur: durMs * 500,
});

describe('traceFigures', () => {
  it('reads the layout and the main-thread time of the thread that laid the page out', () => {
    const events = [
      at(PAGE, 'RunTask', 40_000, 5),
      at(PAGE, 'Layout', 41_000, 3),
      // A task recorded under both names, the inner event listed first and starting together.
      at(PAGE, 'RunTask', 0, 20),
      at(PAGE, 'ThreadControllerImpl::RunTask', 0, 30),
      at(PAGE, 'Layout', 1_000, 12),
      // A task run inside another (a nested run loop) is part of it, not more work.
      at(PAGE, 'RunTask', 5_000, 10),
      // Another renderer (an extension, the previous page): neither its tasks nor its layouts.
      at(OTHER, 'RunTask', 100_000, 100),
      at(OTHER, 'Layout', 101_000, 50),
      // The beginning of a task still running when the trace ended: not a whole task.
      { name: 'RunTask', ph: 'B', ...PAGE, ts: 200_000, dur: 9_000 },
      { name: 'FontCache::GetFontPlatformData', ph: 'X', ...PAGE, ts: 2_000, dur: 100 },
    ];
    expect(traceFigures(events)).toEqual({
      layoutMs: 15,
      mainThreadMs: 35,
      mainThreadCpuMs: 17.5,
      systemFontLookups: 1,
    });
  });

  it('counts the CPU time Chromium recorded, and none where it recorded none', () => {
    const { tdur: _, ...withoutCpu } = at(PAGE, 'RunTask', 50_000, 8);
    const layout = at(PAGE, 'Layout', 1_000, 1);
    expect(traceFigures([layout, at(PAGE, 'RunTask', 0, 10), withoutCpu])).toMatchObject({
      mainThreadMs: 18,
      mainThreadCpuMs: 5,
    });
    const figures = traceFigures([layout, withoutCpu]);
    expect(figures.mainThreadMs).toBe(8);
    expect(figures.mainThreadCpuMs).toBeNaN();
  });

  it('gives no main-thread figure for a trace without a layout', () => {
    const figures = traceFigures([at(PAGE, 'RunTask', 0, 30)]);
    expect(figures.layoutMs).toBe(0);
    expect(figures.mainThreadMs).toBeNaN();
    expect(figures.mainThreadCpuMs).toBeNaN();
  });
});
