import { availabilityLine, availableFromLabel, dayOf, type TagType } from '@folio/contracts';
import styled from 'styled-components';
import { CalendarIcon, CheckIcon } from '../../components/icons';
import { useSiteTexts } from '../site';

/* Body text on a tint of the accent, as the hero's eyebrow: accent text on its own tint falls below 4.5:1. */
const Line = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  max-width: 100%;
  margin: 1rem 0.5rem 0;
  padding: 0.5rem 1rem;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 40%, transparent);
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
  font-weight: 600;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The owner's availability for this persona (the console's Site settings), under the hero: 'Available
 * from <date> for …' while the day is ahead, 'Available now …' once it has come; nothing when both are
 * blank. Plain server HTML: the words say it all (the icon is decoration), so it reads without colour or script.
 */
export function AvailabilityLine({ persona }: { persona: TagType }) {
  const { availability } = useSiteTexts();
  const line = availabilityLine(availability?.[persona], dayOf(Date.now()));
  if (!line) return null;
  const Icon = line.from ? CalendarIcon : CheckIcon;
  return (
    <Line>
      <Icon size={18} />
      <span>
        Available
        {line.from ? (
          <>
            {' from '}
            <time dateTime={line.from}>{availableFromLabel(line.from)}</time>
          </>
        ) : null}
        {line.now ? ' now' : null}
        {line.for ? ` for ${line.for}` : null}
      </span>
    </Line>
  );
}
