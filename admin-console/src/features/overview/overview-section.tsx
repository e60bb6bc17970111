import { lazy, Suspense } from 'react';
import { Message } from '../../sections/list/list-styles';

/**
 * The overview's code (and, later still, its chart's) comes in a chunk of its own: a console opened
 * at another section does not wait for it, and the entry chunk stays the size it was.
 */
const OverviewScreen = lazy(() => import('./overview-screen').then((module) => ({ default: module.OverviewScreen })));

/** The Overview section: the analytics of a range (its address: /admin/overview?range=…). */
export function OverviewSection() {
  return (
    <Suspense fallback={<Message role="status">Loading the overview...</Message>}>
      <OverviewScreen />
    </Suspense>
  );
}
