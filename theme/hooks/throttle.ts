/**
 * Calls `fn` at most once per `wait` ms: at once on the first call, then once
 * more at the end of the window if calls came in meanwhile, so the last state
 * is never lost. `cancel` drops a pending trailing call.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = Date.now,
): ((...args: A) => void) & { cancel(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;

  const run = (args: A) => {
    last = now();
    pendingArgs = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = wait - (now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pendingArgs = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        if (pendingArgs) run(pendingArgs);
      }, Math.max(remaining, 0));
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  return throttled;
}
