export { useTrackSeen } from './use-track-seen';
export { SiteAnalytics } from './site-analytics';
