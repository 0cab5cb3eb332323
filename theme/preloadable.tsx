import { type ComponentType, createElement, lazy, useRef } from 'react';

/** A component in a chunk of its own, with `preload()` to load it ahead of its first render. */
export interface Preloadable<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the component; once this has resolved, it renders at once (no suspending, so hydration matches). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component loaded on demand. Rendered before `preload()` has resolved, it
 * suspends (React.lazy); rendered after, it is the component itself. The
 * server waits for it either way (Rspress renders with onAllReady).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloaded(props: P) {
    // The component chosen at the first render stays: switching from Lazy to the loaded one would remount it.
    const component = useRef<ComponentType<P>>(loaded ?? (Lazy as unknown as ComponentType<P>)).current;
    return createElement(component, props);
  }
  return Object.assign(Preloaded, { preload });
}
