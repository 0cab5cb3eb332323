/**
 * Stands in for `nprogress` in the browser build (resolve.alias in rspress.config.ts):
 * Rspress's links call `start()` when a page navigated to takes over 200 ms to load,
 * then `done()`. The real bar (2 KB of gzip) loads on the first `start()` instead of
 * with every page.
 */
interface Progress {
  configure(options: Record<string, unknown>): unknown;
  start(): unknown;
  done(force?: boolean): unknown;
}

// The file itself: the alias is for the bare name only, so this is the real module.
const loadReal = () => import('nprogress/nprogress.js').then((module) => (module.default ?? module) as Progress);

/** A progress bar that loads the real one when it is first started. */
export function lazyProgress(load: () => Promise<Progress>): Progress {
  const options: Record<string, unknown> = {};
  let real: Progress | undefined;
  let loading: Promise<Progress> | undefined;
  let wanted = false;
  const progress: Progress = {
    configure(more) {
      Object.assign(options, more);
      real?.configure(more);
      return progress;
    },
    start() {
      wanted = true;
      if (real) return real.start();
      loading ??= load().then((loaded) => {
        real = loaded;
        real.configure(options);
        return loaded;
      });
      // Started only if it is still wanted when it arrives (done() may have come first).
      void loading.then((loaded) => wanted && loaded.start());
      return progress;
    },
    done(force) {
      wanted = false;
      real?.done(force);
      return progress;
    },
  };
  return progress;
}

export default lazyProgress(loadReal);
