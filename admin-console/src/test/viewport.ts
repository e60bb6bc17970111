/** A matchMedia for jsdom that answers width queries from a settable viewport width. */
let width = 1280;
const lists = new Set<{ query: string; listeners: Set<(event: MediaQueryListEvent) => void> }>();

function evaluate(query: string): boolean {
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (max) return width <= Number(max[1]);
  if (min) return width >= Number(min[1]);
  return false;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const entry = { query, listeners: new Set<(event: MediaQueryListEvent) => void>() };
      lists.add(entry);
      return {
        get matches() {
          return evaluate(query);
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
        addListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
        removeListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
    },
  });
}

/** Sets the viewport width and tells every media query list about it. */
export function setViewportWidth(next: number): void {
  width = next;
  for (const entry of lists) {
    for (const listener of entry.listeners) listener({ matches: evaluate(entry.query), media: entry.query } as MediaQueryListEvent);
  }
}

beforeEach(() => setViewportWidth(1280));
