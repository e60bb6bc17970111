/**
 * A window.matchMedia for jsdom that understands the queries the app asks: min/max-width,
 * prefers-reduced-motion and prefers-color-scheme. Tests change the viewport or preferences and
 * every listening query is told.
 */
interface MediaState {
  width: number;
  reducedMotion: boolean;
  dark: boolean;
}

const DEFAULTS: MediaState = { width: 1280, reducedMotion: false, dark: false };
const state: MediaState = { ...DEFAULTS };
const lists = new Set<FakeMediaQueryList>();

function evaluate(query: string): boolean {
  return query
    .split(/\s+and\s+/)
    .map((part) => part.trim().replace(/^\(|\)$/g, ''))
    .every((feature) => {
      const [name = '', raw = ''] = feature.split(':').map((piece) => piece.trim());
      const px = Number.parseFloat(raw);
      switch (name) {
        case 'max-width':
          return state.width <= px;
        case 'min-width':
          return state.width >= px;
        case 'prefers-reduced-motion':
          return raw === 'reduce' ? state.reducedMotion : !state.reducedMotion;
        case 'prefers-color-scheme':
          return raw === 'dark' ? state.dark : !state.dark;
        default:
          return false;
      }
    });
}

class FakeMediaQueryList extends EventTarget {
  readonly media: string;
  matches: boolean;
  onchange: ((event: MediaQueryListEvent) => void) | null = null;
  private legacy = new Set<(event: MediaQueryListEvent) => void>();

  constructor(query: string) {
    super();
    this.media = query;
    this.matches = evaluate(query);
  }

  addListener(listener: (event: MediaQueryListEvent) => void) {
    this.legacy.add(listener);
  }

  removeListener(listener: (event: MediaQueryListEvent) => void) {
    this.legacy.delete(listener);
  }

  refresh() {
    const matches = evaluate(this.media);
    if (matches === this.matches) return;
    this.matches = matches;
    const event = Object.assign(new Event('change'), { matches, media: this.media }) as MediaQueryListEvent;
    this.dispatchEvent(event);
    this.onchange?.(event);
    this.legacy.forEach((listener) => listener(event));
  }
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const list = new FakeMediaQueryList(query);
      lists.add(list);
      return list;
    },
  });
}

function update(next: Partial<MediaState>): void {
  Object.assign(state, next);
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: state.width });
  lists.forEach((list) => list.refresh());
}

export const setViewportWidth = (width: number) => update({ width });
export const setReducedMotion = (reducedMotion: boolean) => update({ reducedMotion });
export const setSystemDark = (dark: boolean) => update({ dark });

export function resetMedia(): void {
  lists.clear();
  update({ ...DEFAULTS });
}
