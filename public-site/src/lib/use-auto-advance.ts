import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Calls `onAdvance` every `intervalMs` while `enabled`. The timer restarts whenever `resetKey`
 * changes, so a slide chosen by hand gets its full time on screen.
 */
export function useAutoAdvance(enabled: boolean, intervalMs: number, onAdvance: () => void, resetKey: unknown): void {
  const callback = useRef(onAdvance);
  useEffect(() => {
    callback.current = onAdvance;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => callback.current(), intervalMs);
    return () => clearInterval(timer);
  }, [enabled, intervalMs, resetKey]);
}

/**
 * Why a carousel holds still: the pointer is over it, keyboard focus is inside it, or the visitor
 * pressed its pause button. Spread `handlers` on the carousel's outer element.
 */
export function useCarouselHold() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return {
    held: hovered || focused || paused,
    paused,
    togglePaused: useCallback(() => setPaused((value) => !value), []),
    handlers: {
      onMouseEnter: useCallback(() => setHovered(true), []),
      onMouseLeave: useCallback(() => setHovered(false), []),
      onFocus: useCallback(() => setFocused(true), []),
      onBlur,
    },
  };
}
