import { countPageViews } from '../features/analytics/page-views';
import { trackSeenSections } from '../features/analytics/track-seen';
import { listenForTrackedActions } from '../features/analytics/tracked-actions';
import { countViewOnce } from '../features/blog/count-view';
import { enhanceHeader } from './header';
import { enhanceImageFallbacks } from './image-fallbacks';
import { enhanceLimitToggles } from './limit-toggle';
import { enhanceMenu } from './menu';
import { pagePersona, syncPersona } from './persona';
import { enhancePersonaSwitchers } from './persona-switcher';
import { restorePostedAddress } from './posted-address';
import { showRouteChanges } from './route-change';
import { enhanceThemeToggles } from './theme-toggle';

/**
 * The site's one plain script, on every page (a few KB, no React): what the header's controls do,
 * the persona kept in step, and the counting. Everything it enhances already works without it
 * (links, forms, the menu as a target); islands bring their own script (islands/client.ts).
 */
restorePostedAddress();
syncPersona();
enhanceThemeToggles();
showRouteChanges();
enhanceHeader();
enhanceMenu();
enhancePersonaSwitchers();
enhanceLimitToggles();
enhanceImageFallbacks();
listenForTrackedActions(document);
countPageViews(pagePersona());
trackSeenSections();
countViewOnce(document);
// Says the page's controls are live (what the browser tests wait for before using the header's); islands say so each on its own (data-island-hydrated).
document.documentElement.dataset.siteReady = '';
