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
      at(PAGE, 'RunTask', 0, 30),
      at(PAGE, 'Layout', 1_000, 12),
      // A task run inside another (a nested run loop) is part of it, not more work.
      at(PAGE, 'ThreadControllerImpl::RunTask', 5_000, 10),
      at(PAGE, 'RunTask', 40_000, 5),
      at(PAGE, 'Layout', 41_000, 3),
      // Another renderer (an extension, the previous page): neither its tasks nor its layouts.
      at(OTHER, 'RunTask', 0, 100),
      at(OTHER, 'Layout', 1_000, 50),
      { name: 'FontCache::GetFontPlatformData', ph: 'X', ...PAGE, ts: 2_000, dur: 100 },
      { name: 'RunTask', ph: 'B', ...PAGE, ts: 50_000 },
    ];
    expect(traceFigures(events)).toEqual({
      layoutMs: 15,
      mainThreadMs: 35,
      mainThreadCpuMs: 17.5,
      systemFontLookups: 1,
    });
  });

  it('gives no main-thread figure for a trace without a layout', () => {
    const figures = traceFigures([at(PAGE, 'RunTask', 0, 30)]);
    expect(figures.layoutMs).toBe(0);
    expect(figures.mainThreadMs).toBeNaN();
    expect(figures.mainThreadCpuMs).toBeNaN();
  });
});
