import { PERSONA_TITLES, type TagType } from '@folio/contracts';
import { FieldHint } from '@folio/shared-ui';
import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { MoveButtons } from '../../sections/widgets/move-buttons';

const Rows = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-weight: 600;
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.25rem;
`;

/** The chooser's cards in their order, each moved up or down with its buttons (focus follows the card). */
export function CardOrderField() {
  const id = useId();
  const { input } = useField<TagType[]>('chooserOrder', { subscription: { value: true } });
  const order = input.value || [];
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    input.onChange(next);
    const target = index + by;
    const edge = target === 0 || target === order.length - 1;
    setTimeout(() => document.querySelector<HTMLElement>(`[data-card="${id}-${order[index]}"] [data-move="${edge ? -by : by}"]`)?.focus(), 0);
  };
  return (
    <div>
      <Rows aria-label="Order of the cards" aria-describedby={`${id}-hint`}>
        {order.map((type, index) => (
          <Row key={type} data-card={`${id}-${type}`}>
            <span>{PERSONA_TITLES[type]}</span>
            <Buttons>
              <MoveButtons name={PERSONA_TITLES[type]} index={index} count={order.length} onMove={move} />
            </Buttons>
          </Row>
        ))}
      </Rows>
      <FieldHint id={`${id}-hint`}>Visitors see the cards in this order, left to right (top to bottom on a phone).</FieldHint>
    </div>
  );
}
