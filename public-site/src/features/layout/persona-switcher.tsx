import { TAG_TYPES, TAG_TYPE_LABELS } from '@folio/contracts';
import { NativeSelect, VisuallyHidden } from '@folio/shared-ui';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PERSONA_PARAM, usePersona } from '../persona';

/**
 * As wide as its longest label ('Enterprise', 'View All'): never cut. Until the site's script hides
 * it, 'Go' is joined to the select's end, one control of two parts.
 */
const Wrapper = styled.form`
  display: inline-flex;
  align-items: stretch;
  flex: none;

  select {
    width: auto;
    min-height: 2.5rem;
    font-size: 0.875rem;
    font-weight: 600;
  }

  &:has(> button:not([hidden])) select {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }

  select:focus-visible,
  button:focus-visible {
    position: relative;
    z-index: 1;
  }
`;

/** The form's own submit button, there until the site's script runs (a choice then applies at once). */
const Go = styled.button`
  flex: none;
  min-height: 2.5rem;
  margin-inline-start: -1px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-start-start-radius: 0;
  border-end-start-radius: 0;
  border-start-end-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, ${({ theme }) => theme.colors.surface});
  }
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
