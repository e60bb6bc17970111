import { fullDate, relativeTime } from './inbox-format';

/** When a message arrived: how long ago, with the full date and time in its title and `dateTime`. */
export function ReceivedTime({ at, className }: { at: string; className?: string }) {
  const full = fullDate(at);
  return (
    <time className={className} dateTime={at} title={full}>
      {relativeTime(at)}
    </time>
  );
}
