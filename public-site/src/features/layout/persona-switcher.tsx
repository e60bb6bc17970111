import { TAG_TYPES, TAG_TYPE_LABELS, parseTagType } from '@folio/contracts';
import { NativeSelect, useHydrated, VisuallyHidden } from '@folio/shared-ui';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PERSONA_PARAM, useChoosePersona, usePersona } from '../persona';

const Wrapper = styled.form`
  display: flex;
  gap: 0.375rem;
  width: 9.5rem;
  flex: none;

  select {
    min-height: 2.5rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

/** The form's own submit button, there only until the page's scripts run (a choice then applies at once). */
const Go = styled.button`
  flex: none;
  min-height: 2.5rem;
  padding: 0 0.625rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
`;

/**
 * The spec's persona switcher: shown only with a persona; Enterprise, Business, Fitness or 'View All' (none). A choice scrolls to the top.
 * A form the server answers (`?persona=<type>`, empty for none) with a 'Go' button until the page's scripts
 * run, so a choice made before then is not lost; from then on a choice applies as it is made.
 */
export function PersonaSwitcher({ onChosen }: { onChosen?: () => void }) {
  const persona = usePersona();
  const choose = useChoosePersona();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const id = useId();
  if (!persona) return null;

  return (
    <Wrapper method="get" action={pathname === '/blog' ? '/blog' : '/'} onSubmit={(event) => event.preventDefault()}>
      <VisuallyHidden as="label" htmlFor={id}>
        Persona
      </VisuallyHidden>
      <NativeSelect
        id={id}
        name={PERSONA_PARAM}
        value={persona}
        data-track="persona"
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
      {hydrated ? null : (
        <Go type="submit">Go</Go>
      )}
    </Wrapper>
  );
}
