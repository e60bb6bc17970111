import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './use-media-query';

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'wide'}</p>;
}

it('follows the 768 px breakpoint as the window changes', () => {
  let width = 1280;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    matches: query === '(max-width: 768px)' && width <= 768,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;

  render(<Probe />);
  expect(screen.getByText('wide')).toBeInTheDocument();

  width = 768;
  act(() => listeners.forEach((listener) => listener()));
  expect(screen.getByText('mobile')).toBeInTheDocument();
});
