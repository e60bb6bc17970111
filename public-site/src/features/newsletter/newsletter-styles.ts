import { Button, visuallyHiddenStyles } from '@folio/shared-ui';
import styled from 'styled-components';
import { headingType } from '../../components/layout-primitives';

/** The newsletter's forms and notices: the contact form's look (components/form-styles.ts). */
export { FormRoot, NoticeBox, Summary } from '../../components/form-styles';

export const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  padding: clamp(1.25rem, 5vw, 2.5rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const FormHeading = styled.h2`
  justify-self: start;
  ${headingType('block')}
`;

export const FieldRoot = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`;

export const Label = styled.label`
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const Input = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  line-height: 1.4;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const ErrorText = styled.p`
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: 0.25rem;
    padding: 0;
    font-size: 0.9375rem;
    font-weight: 600;
  }

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`;

export const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
`;

export const Consent = styled.p`
  max-width: 34rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
`;

export const SubmitButton = styled(Button)`
  min-width: 9rem;
`;

/** The honeypot: moved off-screen (robots skip display:none), out of the tab order, hidden from assistive technology. */
export const Trap = styled.div`
  ${visuallyHiddenStyles}
  left: -10000px;
`;

export { PageColumn, PageTitle } from '../../components/layout-primitives';

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
