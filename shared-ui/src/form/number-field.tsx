import type { ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame } from './field-shell';
import { asText, keepValue, useFramedField } from './use-framed-field';

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
  const { frame, control } = useFramedField(name, { label, required, hint }, { parse: keepValue, format: asText });
  return (
    <FieldFrame {...frame}>
      <Input {...control} type="number" inputMode="numeric" min={min} max={max} step={step} placeholder={placeholder} />
    </FieldFrame>
  );
}
