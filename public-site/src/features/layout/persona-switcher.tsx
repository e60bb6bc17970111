import { TAG_TYPES, TAG_TYPE_LABELS } from '@folio/contracts';
import { NativeSelect, VisuallyHidden } from '@folio/shared-ui';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PERSONA_PARAM, usePersona } from '../persona';

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

/** The form's own submit button, there until the site's script runs (a choice then applies at once). */
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
 * The spec's persona switcher: shown only with a persona; Enterprise, Business, Fitness or 'View All' (none).
 * A form the server answers (`?persona=<type>`, empty for none): its 'Go' button sends it without a
 * script; with one (site/persona-switcher.ts) a choice applies as it is made and the button goes.
 * The new page starts at the top, as the spec's choice scrolls there.
 */
export function PersonaSwitcher() {
  const persona = usePersona();
  const { pathname } = useLocation();
  const id = useId();
  if (!persona) return null;

  return (
    <Wrapper method="get" action={pathname === '/blog' ? '/blog' : '/'} data-persona-switcher="">
      <VisuallyHidden as="label" htmlFor={id}>
        Persona
      </VisuallyHidden>
      <NativeSelect id={id} name={PERSONA_PARAM} defaultValue={persona} data-track="persona">
        {TAG_TYPES.map((type) => (
          <option key={type} value={type}>
            {TAG_TYPE_LABELS[type]}
          </option>
        ))}
        <option value="">View All</option>
      </NativeSelect>
      <Go type="submit">Go</Go>
    </Wrapper>
  );
}
