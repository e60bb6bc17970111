import { PERSONA_TITLES, TAG_TYPES, availabilityLine, availabilityText, dayOf, type TagType } from '@folio/contracts';
import { FramedGroup, TextField } from '@folio/shared-ui';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { ViewOnSite } from '../../sections/navigation/view-on-site';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 1rem;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const Preview = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** The line as the persona's page will say it today (a 'from' day that has come reads 'now'), or that it shows none. */
function LinePreview({ type }: { type: TagType }) {
  const from = useField<string>(`availability.${type}.from`, { subscription: { value: true } }).input.value;
  const forText = useField<string>(`availability.${type}.for`, { subscription: { value: true } }).input.value;
  const line = availabilityLine({ from: from.trim() || null, for: forText.trim() || null }, dayOf(Date.now()));
  return <Preview>{line ? `Shows: ${availabilityText(line)}` : 'Shows no line.'}</Preview>;
}

/** One group per persona: from when and for what the owner is available, shown under that persona's hero. */
export function AvailabilityFields() {
  return (
    <Groups>
      {TAG_TYPES.map((type) => (
        <FramedGroup key={type}>
          <legend>{PERSONA_TITLES[type]} availability</legend>
          <TextField name={`availability.${type}.from`} label="From" type="date" hint="Once this day has come the line says 'Available now'. Blank: no date." />
          <TextField name={`availability.${type}.for`} label="For" hint="Read after 'Available … for', e.g. 'two new projects'. Blank: no 'for'." />
          <Footer>
            <LinePreview type={type} />
            <ViewOnSite path={`/?persona=${type}`} title={PERSONA_TITLES[type]} />
          </Footer>
        </FramedGroup>
      ))}
    </Groups>
  );
}
