/**
 * Figures read from a Lighthouse run's trace, as Chromium ran the page (unthrottled): the work of
 * the renderer thread that laid the page out.
 */
export interface TraceFigures {
  /**
   * The page's layout time, and how many fonts Chromium asked the system for (each a fontconfig
   * round trip to the browser process).
   */
  layoutMs: number;
  systemFontLookups: number;
  /**
   * All the work over the run of the renderer thread that laid the page out (the one with the
   * most layouts), unthrottled: the sum of its top-level tasks, short ones too, as wall time and
   * as the thread's CPU time. TBT counts only the part of each task past 50 ms once Lighthouse has
   * slowed it (by four on a phone), so a task a little longer or shorter from run to run swings
   * it; and on a small shared machine a task's wall time is often twice its CPU time (the thread
   * waits for a core), so the CPU time is the steadier figure for which page makes the browser do
   * more.
   */
  mainThreadMs: number;
  mainThreadCpuMs: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's CPU time over the event, µs (Chromium records it for its tasks). */
  tdur?: number;
}

/**
 * A task of the renderer's scheduler. Chromium often records one task under both names, one
 * event inside the other, and a nested run loop runs tasks inside a task: each is counted once.
 */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

type Timed = TraceEvent & { ts: number; dur: number };

/**
 * The thread's top-level tasks: wall time and CPU time, ms (CPU NaN when Chromium recorded none).
 * Of events starting together the longest comes first, so an outer task is never taken for one
 * inside it.
 */
function topLevelTaskMs(events: readonly TraceEvent[], thread: string): { wall: number; cpu: number } {
  const tasks = events
    .filter(
      (event): event is Timed =>
        TASK_EVENTS.has(event.name) &&
        event.ph === 'X' &&
        `${event.pid}:${event.tid}` === thread &&
        event.ts !== undefined &&
        event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let wall = 0;
  let cpu = 0;
  let withCpu = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    wall += task.dur;
    if (task.tdur !== undefined) {
      cpu += task.tdur;
      withCpu += 1;
    }
    end = task.ts + task.dur;
  }
  return { wall: wall / 1000, cpu: withCpu ? cpu / 1000 : Number.NaN };
}

/** The layout time, main-thread time and system font look-ups of the renderer thread that laid the page out most. */
export function traceFigures(events: readonly TraceEvent[]): TraceFigures {
  const layouts = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.name !== 'Layout' || event.ph !== 'X') continue;
    const thread = `${event.pid}:${event.tid}`;
    const list = layouts.get(thread);
    if (list) list.push(event);
    else layouts.set(thread, [event]);
  }
  const [thread, main = []] = [...layouts.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  const tasks = thread ? topLevelTaskMs(events, thread) : { wall: Number.NaN, cpu: Number.NaN };
  return {
    layoutMs: main.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    mainThreadMs: tasks.wall,
    mainThreadCpuMs: tasks.cpu,
    systemFontLookups: events.filter(
      (event) => event.name === 'FontCache::GetFontPlatformData' && event.ph === 'X',
    ).length,
  };
}
