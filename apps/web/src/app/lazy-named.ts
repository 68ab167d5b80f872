import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export: one chunk per route. */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
