import { CV_PROFILE_LABELS, CV_PROFILES, type CvProfile } from '@folio/contracts';
import { VisuallyHidden, visuallyHiddenStyles } from '@folio/shared-ui';
import styled from 'styled-components';

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.375rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

/** A segmented control: native radios (arrow keys move the choice; read out as 'radio, 2 of 4'), drawn as one row of segments. */
const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  @media ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
`;

const Radio = styled.input`
  ${visuallyHiddenStyles}
`;

const Segment = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-height: 2.5rem;
  padding: 0.375rem 0.875rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
  font-weight: 500;
  cursor: pointer;

  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primarySolid};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }
`;

const ErrorMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.125rem;
  height: 1.125rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.dangerSolid};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
`;

export interface ProfilePickerProps {
  value: CvProfile;
  onChange: (profile: CvProfile) => void;
  /** CVs whose settings hold an error: marked, so one not on screen is found. */
  withErrors?: readonly CvProfile[];
  /** Names the radios apart from any other group on the page. */
  name: string;
}

/** Which CV the form shows: the all-persona one or a persona's. */
export function ProfilePicker({ value, onChange, withErrors = [], name }: ProfilePickerProps) {
  return (
    <Group>
      <legend>Which CV</legend>
      <Segments>
        {CV_PROFILES.map((profile) => (
          <Segment key={profile}>
            <Radio type="radio" name={name} value={profile} checked={profile === value} onChange={() => onChange(profile)} />
            {CV_PROFILE_LABELS[profile]}
            {withErrors.includes(profile) ? (
              <>
                <ErrorMark aria-hidden="true">!</ErrorMark>
                <VisuallyHidden> (has errors)</VisuallyHidden>
              </>
            ) : null}
          </Segment>
        ))}
      </Segments>
    </Group>
  );
}
