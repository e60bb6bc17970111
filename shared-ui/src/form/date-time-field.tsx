import type { ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame } from './field-shell';
import { useFramedField } from './use-framed-field';

const Input = styled.input`
  ${controlStyles}
`;

const pad = (value: number) => String(value).padStart(2, '0');

/** A stored ISO instant as a datetime-local control's text, in the browser's time zone ('' for none). */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local control's text (the browser's time zone) as an ISO instant; blank is null. */
export function fromLocalInput(text: string): string | null {
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface DateTimeFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
}

/** A labelled date and time, to the minute, in the owner's time zone; the form holds an ISO instant or null. */
export function DateTimeField({ name, label, required, hint }: DateTimeFieldProps) {
  const { frame, control } = useFramedField(name, { label, required, hint }, { parse: fromLocalInput, format: toLocalInput });
  return (
    <FieldFrame {...frame}>
      <Input {...control} type="datetime-local" />
    </FieldFrame>
  );
}
