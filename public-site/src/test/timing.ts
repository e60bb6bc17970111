import { act } from '@testing-library/react';

/**
 * Fake time in 100 ms steps, each in its own act: react-slick chains timers through setState
 * callbacks, which only run once an act has committed, as they would between browser frames.
 */
export function advance(ms: number): void {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => jest.advanceTimersByTime(Math.min(100, ms - elapsed)));
}

/** Real time in small acts, for the same reason. */
export async function settle(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
