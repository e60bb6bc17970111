import { Button } from '@folio/shared-ui';
import type { ReactNode } from 'react';

export interface MoveButtonsProps {
  /** What the row is called in the buttons' names: 'Move <name> up'. */
  name: string;
  index: number;
  count: number;
  /** Moves the row at `index` by -1 (up) or 1 (down). */
  onMove: (index: number, by: -1 | 1) => void;
  /** What the buttons show; their names stay 'Move … up' and 'Move … down'. */
  up?: ReactNode;
  down?: ReactNode;
}

/** The keyboard's way to reorder a list's rows (beside dragging): an up and a down button, off at the ends. */
export function MoveButtons({ name, index, count, onMove, up = 'Up', down = 'Down' }: MoveButtonsProps) {
  return (
    <>
      <Button type="button" $variant="ghost" $size="sm" data-move="-1" disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => onMove(index, -1)}>
        {up}
      </Button>
      <Button type="button" $variant="ghost" $size="sm" data-move="1" disabled={index === count - 1} aria-label={`Move ${name} down`} onClick={() => onMove(index, 1)}>
        {down}
      </Button>
    </>
  );
}
