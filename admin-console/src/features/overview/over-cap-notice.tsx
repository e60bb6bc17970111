import { eventsOverCapNote, type AnalyticsOverview } from '@folio/contracts';
import styled from 'styled-components';
import { Notice } from '../../sections/widgets/notice-styles';
import { formatCount } from './overview-format';

const Note = styled(Notice)`
  grid-column: 1 / -1;

  & > p {
    margin: 0;
  }
`;

/**
 * The range's events that came in past the API's daily cap (ANALYTICS_MAX_EVENTS_PER_DAY): counted but
 * not kept, so in none of the figures below. Shown only when there are any.
 */
export function OverCapNotice({ overview }: { overview: AnalyticsOverview }) {
  if (overview.eventsOverCap <= 0) return null;
  return (
    <Note $tone="muted">
      <p>{eventsOverCapNote(overview.eventsOverCap, formatCount(overview.eventsOverCap))}</p>
    </Note>
  );
}
