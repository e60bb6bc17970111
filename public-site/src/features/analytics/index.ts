export { useTrackSeen } from './use-track-seen';
export { usePageViews } from './use-page-views';
export { useTrackedActions } from './use-tracked-actions';
