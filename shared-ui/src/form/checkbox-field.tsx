import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldNotes, fieldErrorOf, useFieldIds } from './field-shell';

/** A checkbox and its text, side by side; the whole row toggles it. */
export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.25rem;
  font-size: 0.9375rem;
  cursor: pointer;
`;

export const CheckboxInput = styled.input.attrs({ type: 'checkbox' })`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primarySolid};
  cursor: pointer;
`;

const Root = styled.div`
  display: grid;
  gap: 0.25rem;
`;

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled checkbox bound to a boolean react-final-form field. */
export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const { value: _value, type: _type, checked, ...handlers } = input;
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);
  return (
    <Root>
      <CheckboxLabel>
        <CheckboxInput {...handlers} {...ids.controlProps} checked={!!checked} />
        {label}
      </CheckboxLabel>
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </Root>
  );
}
