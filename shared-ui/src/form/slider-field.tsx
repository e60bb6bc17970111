import type { ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame } from './field-shell';
import { asText, useFramedField } from './use-framed-field';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Range = styled.input.attrs({ type: 'range' })`
  flex: 1;
  min-width: 0;
  height: 2.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primarySolid};
  cursor: pointer;
`;

const Exact = styled.input.attrs({ type: 'number' })`
  ${controlStyles}
  width: 5.5rem;
  flex: none;
`;

const Unit = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export interface SliderFieldProps {
  name: string;
  label: ReactNode;
  min: number;
  max: number;
  step?: number;
  /** Shown after the exact value, e.g. '%'. */
  unit?: string;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * A labelled range slider with an exact-value box beside it, both bound to one numeric field.
 * The box lets a keyboard user type a value, and lets the contract's range message be seen.
 */
export function SliderField({ name, label, min, max, step = 1, unit, hint, required }: SliderFieldProps) {
  const { input, ids, frame } = useFramedField(
    name,
    { label, required, hint },
    { parse: (value: string) => (value === '' ? '' : Number(value)), format: asText },
  );
  const numeric = Number(input.value);
  const rangeValue = Number.isFinite(numeric) && input.value !== '' ? Math.min(max, Math.max(min, numeric)) : min;
  const { id, ...described } = ids.controlProps;
  return (
    <FieldFrame {...frame}>
      <Row>
        <Range
          {...described}
          id={id}
          name={name}
          min={min}
          max={max}
          step={step}
          value={rangeValue}
          aria-valuetext={unit ? `${rangeValue}${unit}` : undefined}
          onChange={input.onChange}
          onFocus={input.onFocus}
          onBlur={input.onBlur}
        />
        <Exact
          {...described}
          aria-label={`${typeof label === 'string' ? label : name} value`}
          min={min}
          max={max}
          step={step}
          inputMode="numeric"
          value={input.value as string}
          onChange={input.onChange}
          onFocus={input.onFocus}
          onBlur={input.onBlur}
        />
        {unit ? <Unit aria-hidden="true">{unit}</Unit> : null}
      </Row>
    </FieldFrame>
  );
}
