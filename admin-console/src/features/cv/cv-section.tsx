import { lazy, Suspense } from 'react';
import { Message } from '../../sections/list/list-styles';

/** The CV screen's code (and its preview's) comes in a chunk of its own, like the overview's. */
const CvScreen = lazy(() => import('./cv-screen').then((module) => ({ default: module.CvScreen })));

/** The CV section: the settings of every CV, with a preview (its address: /admin/cv?profile=…). */
export function CvSection() {
  return (
    <Suspense fallback={<Message role="status">Loading the CV settings...</Message>}>
      <CvScreen />
    </Suspense>
  );
}
