import type { ReactNode } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { fieldErrorOf, useFieldIds } from './field-shell';

/** Keeps what was typed, blank included (final-form would otherwise turn '' into undefined). */
export const keepValue = <T,>(value: T) => value;

/** A stored value as the text a control shows: null and undefined read as ''. */
export const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export interface FrameText {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
}

/**
 * One react-final-form field and its chrome: `frame`, the props of the FieldFrame around it (label,
 * hint, error), and `control`, the props of a text-like control inside it, tied to them by ids.
 */
export function useFramedField(name: string, { label, required, hint }: FrameText, config: UseFieldConfig) {
  const { input, meta } = useField<unknown>(name, config);
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);
  return {
    input,
    ids,
    frame: { htmlFor: ids.id, label, required, hint, hintId: ids.hintId, error, errorId: ids.errorId },
    control: { ...input, ...ids.controlProps, value: input.value as string, 'aria-required': required || undefined },
  };
}
