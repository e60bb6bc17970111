import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { CheckboxInput, CheckboxLabel } from './checkbox-field';
import { FieldNotes, LabelText, fieldErrorOf, useFieldIds } from './field-shell';

export interface CheckboxOption<V extends string | number = number> {
  value: V;
  label: string;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  margin-bottom: 0.375rem;
  padding: 0;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
`;

const Empty = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CheckboxGroupFieldProps<V extends string | number = number> {
  name: string;
  legend: ReactNode;
  options: readonly CheckboxOption<V>[];
  hint?: ReactNode;
  required?: boolean;
  /** Shown instead of the boxes when there is nothing to choose (or while the choices load). */
  emptyText?: ReactNode;
}

const EMPTY: never[] = [];

/**
 * A group of checkboxes bound to one list field (e.g. 'Assign to Personas' → personaIds).
 * The values keep their type, so numeric ids stay numbers.
 */
export function CheckboxGroupField<V extends string | number = number>({
  name,
  legend,
  options,
  hint,
  required,
  emptyText,
}: CheckboxGroupFieldProps<V>) {
  const { input, meta } = useField<V[] | null | undefined>(name, { isEqual: sameMembers });
  const selected = Array.isArray(input.value) ? input.value : EMPTY;
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);

  const toggle = (value: V, checked: boolean) => {
    const next = checked ? [...selected.filter((item) => item !== value), value] : selected.filter((item) => item !== value);
    input.onChange(next);
  };

  return (
    <Fieldset aria-describedby={ids.controlProps['aria-describedby']}>
      <Legend>
        <LabelText label={legend} required={required} />
      </Legend>
      {options.length === 0 && emptyText ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Options>
          {options.map((option) => (
            <CheckboxLabel key={String(option.value)}>
              <CheckboxInput
                name={name}
                value={String(option.value)}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onFocus={() => input.onFocus()}
                onBlur={() => input.onBlur()}
                aria-invalid={error ? true : undefined}
              />
              {option.label}
            </CheckboxLabel>
          ))}
        </Options>
      )}
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </Fieldset>
  );
}

function sameMembers(a: unknown, b: unknown): boolean {
  const left = Array.isArray(a) ? a : [];
  const right = Array.isArray(b) ? b : [];
  return left.length === right.length && left.every((item) => right.includes(item));
}
