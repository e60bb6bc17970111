/** The analytics overview the console opens on (docs/analytics.md), loaded when first shown. */
export { OverviewSection } from './overview-section';
