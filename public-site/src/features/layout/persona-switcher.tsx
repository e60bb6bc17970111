import { TAG_TYPES, TAG_TYPE_LABELS, parseTagType } from '@folio/contracts';
import { NativeSelect, VisuallyHidden } from '@folio/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useChoosePersona, usePersona } from '../persona';

const Wrapper = styled.div`
  width: 9.5rem;
  flex: none;

  select {
    min-height: 2.5rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

/** §2: shown only with a persona; Enterprise, Business, Fitness or 'View All' (none). A choice scrolls to the top. */
export function PersonaSwitcher({ onChosen }: { onChosen?: () => void }) {
  const persona = usePersona();
  const choose = useChoosePersona();
  const id = useId();
  if (!persona) return null;

  return (
    <Wrapper>
      <VisuallyHidden as="label" htmlFor={id}>
        Persona
      </VisuallyHidden>
      <NativeSelect
        id={id}
        value={persona}
        onChange={(event) => {
          choose(parseTagType(event.target.value), { scrollToTop: true });
          onChosen?.();
        }}
      >
        {TAG_TYPES.map((type) => (
          <option key={type} value={type}>
            {TAG_TYPE_LABELS[type]}
          </option>
        ))}
        <option value="">View All</option>
      </NativeSelect>
    </Wrapper>
  );
}
