import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame } from './field-shell';
import { asText, keepValue, useFramedField } from './use-framed-field';

export { keepValue };

const textConfig = { parse: keepValue, format: asText };

const Input = styled.input`
  ${controlStyles}
`;

const TextArea = styled.textarea<{ $mono?: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
  font-family: ${({ $mono, theme }) => ($mono ? theme.fonts.mono : 'inherit')};
`;

interface CommonProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
}

export interface TextFieldProps extends CommonProps {
  type?: 'text' | 'url' | 'email' | 'password' | 'search' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'url' | 'email' | 'numeric' | 'decimal';
  spellCheck?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line input bound to a react-final-form field. */
export function TextField({ name, label, required, hint, type = 'text', inputRef, ...rest }: TextFieldProps) {
  const { frame, control } = useFramedField(name, { label, required, hint }, textConfig);
  return (
    <FieldFrame {...frame}>
      <Input {...control} {...rest} ref={inputRef} type={type} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends CommonProps {
  rows?: number;
  spellCheck?: boolean;
  monospace?: boolean;
}

/** A labelled multi-line input bound to a react-final-form field. */
export function TextAreaField({ name, label, required, hint, rows = 4, monospace, ...rest }: TextAreaFieldProps) {
  const { frame, control } = useFramedField(name, { label, required, hint }, textConfig);
  return (
    <FieldFrame {...frame}>
      <TextArea {...control} {...rest} rows={rows} $mono={monospace} />
    </FieldFrame>
  );
}
