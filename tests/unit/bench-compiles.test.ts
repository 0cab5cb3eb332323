import { describe, expect, it } from 'vitest';
import { type TraceEvent, mainThreadCompiles } from '../../scripts/bench/compiles';

const event = (name: string, pid: number, tid: number, args?: TraceEvent['args']): TraceEvent => ({ name, ts: 0, pid, tid, args });

describe('mainThreadCompiles', () => {
  it('counts V8 compiles on every renderer main thread, not on other threads', () => {
    const events = [
      event('thread_name', 1, 10, { name: 'CrRendererMain' }),
      event('thread_name', 2, 20, { name: 'CrRendererMain' }),
      event('thread_name', 1, 11, { name: 'V8 DefaultWorker' }),
      event('V8.CompileCode', 1, 10),
      event('V8.CompileCode', 1, 10),
      event('V8.CompileCode', 2, 20),
      event('V8.CompileCode', 1, 11),
      event('V8.ParseFunction', 1, 10),
    ];
    expect(mainThreadCompiles(events)).toBe(3);
  });

  it('is 0 when the trace names no renderer main thread', () => {
    expect(mainThreadCompiles([event('V8.CompileCode', 1, 10)])).toBe(0);
  });
});
