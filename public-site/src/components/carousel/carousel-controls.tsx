import styled from 'styled-components';
import { PauseIcon, PlayIcon } from '../icons';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1.25rem;

  /* Not working yet (the carousel's code is still on its way): dimmed, and the pointer says so. */
  [aria-disabled='true'] {
    opacity: 0.5;
    cursor: progress;
  }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem;
`;

/** A 24 px target around a small visible dot. */
const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;

  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.45;
    transition:
      width 200ms ease,
      opacity 200ms ease,
      background-color 200ms ease;
  }

  &[aria-current='true']::before {
    width: 1.5rem;
    background: ${({ theme }) => theme.colors.primary};
    opacity: 1;
  }

  &[aria-current='true'] {
    width: 2.25rem;
  }
`;

const Pause = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface CarouselControlsProps {
  /** What the slides are, for the labels ('Go to slide 2 of 5'). */
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** Shown only when the carousel advances by itself. */
  pause?: { paused: boolean; onToggle: () => void };
  /**
   * The carousel works (the page's scripts ran and the slider's code arrived). Until then the controls
   * say they are not available yet (aria-disabled, dimmed) rather than ignoring a click.
   */
  ready?: boolean;
}

/** Dot indicators (a click jumps to that slide) and, for auto-advancing carousels, a pause button. */
export function CarouselControls({ count, current, onSelect, pause, ready = true }: CarouselControlsProps) {
  if (count < 2) return null;
  const disabled = ready ? undefined : true;
  return (
    <Bar>
      {pause ? (
        <Pause type="button" onClick={ready ? pause.onToggle : undefined} aria-disabled={disabled} aria-label={pause.paused ? 'Play slideshow' : 'Pause slideshow'}>
          {pause.paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
        </Pause>
      ) : null}
      <Dots role="group" aria-label="Slides">
        {Array.from({ length: count }, (_, index) => (
          <Dot
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1} of ${count}`}
            aria-current={index === current ? 'true' : undefined}
            aria-disabled={disabled}
            onClick={ready ? () => onSelect(index) : undefined}
          />
        ))}
      </Dots>
    </Bar>
  );
}
