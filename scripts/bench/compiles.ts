/** One event of a Chromium trace (the fields these figures read). */
export interface TraceEvent {
  name: string;
  ts: number;
  pid: number;
  tid: number;
  ph?: string;
  args?: { elementCount?: number; name?: string; beginData?: { frame?: string; url?: string } };
}

/**
 * Functions V8 compiled on a renderer's main thread (trace category `disabled-by-default-v8.compile`):
 * the ones not compiled ahead on its background thread (plugins/compile-hints.ts). Every renderer's
 * main thread counts: a page may start in one renderer (about:blank) and load in another. The count
 * depends on the machine's load (the background thread may not get to a script first), so it is a
 * benchmark figure, not a test assertion.
 */
export function mainThreadCompiles(events: TraceEvent[]): number {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events.filter((e) => e.name === 'V8.CompileCode' && mainThreads.has(`${e.pid}:${e.tid}`)).length;
}
