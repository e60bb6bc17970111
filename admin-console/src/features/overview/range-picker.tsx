import { RANGE_PRESETS, type RangePreset } from '@folio/contracts';
import { Button } from '@folio/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { customRangeProblem, type RangeChoice } from './overview-range';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1.25rem;
`;

/** The presets side by side as one control; the chosen one filled. */
const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Custom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;
`;

const DateField = styled.label`
  display: grid;
  gap: 0.25rem;
  font-size: 0.8125rem;
  font-weight: 600;

  input {
    min-height: 2.25rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

const PRESETS = Object.entries(RANGE_PRESETS) as [RangePreset, string][];

export interface RangePickerProps {
  choice: RangeChoice;
  today: string;
  onChoose: (choice: { preset: RangePreset } | { preset: 'custom'; from: string; to: string }) => void;
}

/** The presets (last 7 days, 30 days, 12 months), or days of the owner's choosing applied with Apply. */
export function RangePicker({ choice, today, onChoose }: RangePickerProps) {
  const problemId = useId();
  // The fields start at the range shown, and again whenever another range is shown.
  const [shown, setShown] = useState(choice);
  const [from, setFrom] = useState(choice.from);
  const [to, setTo] = useState(choice.to);
  const [problem, setProblem] = useState<string | null>(null);
  if (shown.from !== choice.from || shown.to !== choice.to || shown.preset !== choice.preset) {
    setShown(choice);
    setFrom(choice.from);
    setTo(choice.to);
    setProblem(null);
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const refused = customRangeProblem(from, to);
    setProblem(refused);
    if (!refused) onChoose({ preset: 'custom', from, to });
  };

  return (
    <Bar>
      <Segments role="group" aria-label="Range">
        {PRESETS.map(([preset, label]) => (
          <Button key={preset} $variant={choice.preset === preset ? 'primary' : 'ghost'} $size="sm" aria-pressed={choice.preset === preset} onClick={() => onChoose({ preset })}>
            {label}
          </Button>
        ))}
      </Segments>
      <Custom aria-label="Custom range" onSubmit={apply} noValidate>
        <DateField>
          From
          <input type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value)} aria-describedby={problem ? problemId : undefined} />
        </DateField>
        <DateField>
          To
          <input type="date" value={to} max={today} onChange={(event) => setTo(event.target.value)} aria-describedby={problem ? problemId : undefined} />
        </DateField>
        <Button type="submit" $variant={choice.preset === 'custom' ? 'primary' : 'outline'} $size="sm">
          Apply
        </Button>
        {problem ? (
          <Problem id={problemId} role="alert">
            {problem}
          </Problem>
        ) : null}
      </Custom>
    </Bar>
  );
}
