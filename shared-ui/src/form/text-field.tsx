import type { ReactNode, Ref } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlStyles, FieldFrame, fieldErrorOf, useFieldIds } from './field-shell';

/** Keeps what was typed, blank included (final-form would otherwise turn '' into undefined). */
export const keepValue = <T,>(value: T) => value;
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

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
  type?: 'text' | 'url' | 'email' | 'password' | 'search' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'url' | 'email' | 'numeric' | 'decimal';
  spellCheck?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line input bound to a react-final-form field. */
export function TextField({ name, label, required, hint, type = 'text', inputRef, ...rest }: TextFieldProps) {
  const { input, meta } = useField<unknown>(name, { parse: keepValue, format: asText });
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);
  return (
    <FieldFrame htmlFor={ids.id} label={label} required={required} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <Input
        {...input}
        {...rest}
        {...ids.controlProps}
        ref={inputRef}
        type={type}
        value={input.value as string}
        aria-required={required || undefined}
      />
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
  const { input, meta } = useField<unknown>(name, { parse: keepValue, format: asText });
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);
  return (
    <FieldFrame htmlFor={ids.id} label={label} required={required} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <TextArea
        {...input}
        {...rest}
        {...ids.controlProps}
        rows={rows}
        value={input.value as string}
        aria-required={required || undefined}
        $mono={monospace}
      />
    </FieldFrame>
  );
}
