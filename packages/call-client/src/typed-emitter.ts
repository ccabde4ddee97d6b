type Listener = (...args: never[]) => void;
type EventMap<Events> = { [Name in keyof Events]: Listener };

/**
 * A minimal typed event emitter (on, off, once, removeAllListeners, emit). A listener that throws
 * must not break the call for the others: its error is rethrown on a later task, where the page's
 * error reporting sees it, and the remaining listeners still run.
 */
export class TypedEmitter<Events extends EventMap<Events>> {
  private readonly listeners = new Map<keyof Events, Set<Listener>>();
  /** once() wrappers by their original listener, so off(original) removes them. */
  private readonly onceWrappers = new Map<Listener, Listener>();

  on<Name extends keyof Events>(event: Name, listener: Events[Name]): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  once<Name extends keyof Events>(event: Name, listener: Events[Name]): void {
    const wrapper = ((...args: Parameters<Events[Name]>) => {
      this.off(event, listener);
      (listener as (...args: Parameters<Events[Name]>) => void)(...args);
    }) as Events[Name];
    this.onceWrappers.set(listener, wrapper);
    this.on(event, wrapper);
  }

  off<Name extends keyof Events>(event: Name, listener: Events[Name]): void {
    const set = this.listeners.get(event);
    const wrapper = this.onceWrappers.get(listener);
    if (wrapper) {
      set?.delete(wrapper);
      this.onceWrappers.delete(listener);
    }
    set?.delete(listener);
  }

  removeAllListeners(event?: keyof Events): void {
    if (event === undefined) {
      this.listeners.clear();
      this.onceWrappers.clear();
    } else {
      this.listeners.delete(event);
    }
  }

  emit<Name extends keyof Events>(event: Name, ...args: Parameters<Events[Name]>): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as (...args: Parameters<Events[Name]>) => void)(...args);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }
}
