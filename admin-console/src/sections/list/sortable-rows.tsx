import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Handle = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  touch-action: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    cursor: grabbing;
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Six dots: the usual sign of 'drag me'. */
const GRIP = (
  <svg width="12" height="18" viewBox="0 0 12 18" aria-hidden="true" focusable="false">
    {[3, 9].flatMap((x) => [3, 9, 15].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="currentColor" />))}
  </svg>
);

export interface SortableRowProps {
  id: number;
  /** What the row is called, for the handle's label and the screen reader's announcements. */
  label: string;
  /** Renders the row; `handle` goes where the row's drag handle sits, `style` and `ref` on the row element. */
  children: (row: { handle: ReactNode; style: React.CSSProperties; ref: (element: HTMLElement | null) => void }) => ReactNode;
}

/** One row of a SortableRows list: its drag handle takes a pointer (drag) or the keyboard (Space, arrows, Space). */
export function SortableRow({ id, label, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: React.CSSProperties = { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined };
  const handle = (
    <Handle type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-pressed={isDragging} aria-label={`Reorder ${label}`}>
      {GRIP}
    </Handle>
  );
  return <>{children({ handle, style, ref: setNodeRef })}</>;
}

export interface SortableRowsProps<T extends { id: number }> {
  items: readonly T[];
  labelOf: (item: T) => string;
  /** The ids in their new order, once a row is dropped somewhere else. */
  onReorder: (ids: number[]) => void;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * Rows the owner puts in order by dragging or with the keyboard (a handle per row). The new order
 * shows at once and stays until the list is read again, so a drop never flickers back while saving.
 */
export function SortableRows<T extends { id: number }>({ items, labelOf, onReorder, children }: SortableRowsProps<T>) {
  // The order of the last drop, while the rows shown are still those it was made from.
  const [dropped, setDropped] = useState<{ from: readonly T[]; order: readonly T[] } | null>(null);
  const order = dropped && dropped.from === items ? dropped.order : items;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const nameOf = (id: unknown) => {
    const item = order.find((candidate) => candidate.id === id);
    return item ? labelOf(item) : 'the item';
  };
  const positionOf = (id: unknown) => order.findIndex((candidate) => candidate.id === id) + 1;
  // dnd-kit reports the row over its own place as soon as it is picked up: that is no move to announce.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${order.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${order.length}.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${order.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back where it was.`,
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove([...order], positionOf(active.id) - 1, positionOf(over.id) - 1);
    setDropped({ from: items, order: next });
    onReorder(next.map((item) => item.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'To reorder, press Space or Enter to pick the item up, the arrow keys to move it, Space or Enter to drop it, Escape to cancel.' },
      }}
    >
      <SortableContext items={order.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {children(order)}
      </SortableContext>
    </DndContext>
  );
}
