/** jsdom has no layout: gives every element a size, so virtualized lists render their rows. Returns the undo. */
export function stubLayout(size: number): () => void {
  const names = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
  const original = names.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);
  for (const name of names) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });
  return () => {
    for (const [name, descriptor] of original) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else Reflect.deleteProperty(HTMLElement.prototype, name);
    }
  };
}
