import { useEffect, useState } from 'react';

/**
 * A module that loads apart from the first paint: fetched ahead with `load()`, or when a component
 * first wants it. Unlike React.lazy, whose first reveal waits at least 300 ms, once loaded it renders at once.
 */
export function preloadedModule<T>(importModule: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;

  function load(): Promise<T> {
    loading ??= importModule().then((module) => (loaded = module));
    return loading;
  }

  /** The module once loaded (null until then); loading starts as soon as it is wanted. */
  function useModule(wanted: boolean): T | null {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (wanted && !module) void load().then(setModule);
    }, [wanted, module]);
    return module;
  }

  return { load, useModule };
}
