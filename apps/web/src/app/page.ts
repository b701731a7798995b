import { createElement, lazy, useState, type ComponentType } from 'react';

/** A code-split page that can also be loaded ahead of its first render. */
export interface Page {
  (): React.ReactNode;
  preload(): Promise<void>;
}

export function page(factory: () => Promise<{ default: ComponentType }>): Page {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(async () => {
    const mod = await factory();
    loaded = mod.default;
    return mod;
  });
  const Component = () => {
    // Chosen once per mount, so a page never remounts when its chunk arrives.
    const [C] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(C);
  };
  Component.preload = async () => {
    loaded ??= (await factory()).default;
  };
  return Component;
}
