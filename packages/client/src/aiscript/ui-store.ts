import type { Value } from './runtime.ts';

/** One `Ui:C:…` component a program made: its kind and its properties, as the program's values. */
export interface UiComponent {
  id: string;
  type: string;
  props: Map<string, Value>;
}

export const ROOT_ID = '___root___';

/**
 * The components of a running program (spec part 1 §1, Play): the program creates and patches them,
 * the page draws them. `version` changes with every change, for React's external-store hook.
 */
export class UiStore {
  readonly components = new Map<string, UiComponent>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor() {
    this.components.set(ROOT_ID, { id: ROOT_ID, type: 'root', props: new Map() });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }

  add(component: UiComponent): void {
    this.components.set(component.id, component);
    this.changed();
  }

  /** Merges properties into a component (what `update` and `Ui:patch` do); unknown ids are ignored. */
  patch(id: string, props: Map<string, Value>): void {
    const component = this.components.get(id);
    if (!component) return;
    this.components.set(id, { ...component, props: new Map([...component.props, ...props]) });
    this.changed();
  }

  clear(): void {
    this.components.clear();
    this.components.set(ROOT_ID, { id: ROOT_ID, type: 'root', props: new Map() });
    this.changed();
  }
}
