export { countPageViews } from './page-views';
export { trackSeenSections, TRACK_SEEN_ATTRIBUTE } from './track-seen';
export { listenForTrackedActions } from './tracked-actions';
