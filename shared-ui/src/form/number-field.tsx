import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlStyles, FieldFrame, fieldErrorOf, useFieldIds } from './field-shell';
import { keepValue } from './text-field';

const Input = styled.input`
  ${controlStyles}
  max-width: 12rem;
`;

export interface NumberFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
}

/**
 * A labelled number input. The typed text is kept as it is: the form's contract decides what it
 * means (a display order that is not numeric counts as 0).
 */
export function NumberField({ name, label, required, hint, min, max, step = 1, placeholder }: NumberFieldProps) {
  const { input, meta } = useField<unknown>(name, {
    parse: keepValue,
    format: (value) => (value === undefined || value === null ? '' : String(value)),
  });
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);
  return (
    <FieldFrame htmlFor={ids.id} label={label} required={required} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <Input
        {...input}
        {...ids.controlProps}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        value={input.value as string}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
}

/** The display-order input every admin form has (integer, default 0). */
export function DisplayOrderField({ name = 'displayOrder', label = 'Display Order', hint }: Partial<NumberFieldProps>) {
  return <NumberField name={name} label={label} hint={hint} min={0} step={1} placeholder="0" />;
}
