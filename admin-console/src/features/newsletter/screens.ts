/**
 * The newsletter's screens and screen pieces: the Subscribers screen (the app's dashboard) and the
 * Overview's card. They link to the console's screens (sections/navigation, built from the
 * definitions, which use index.ts's piece), so they have a door of their own.
 */
export { SubscribersScreen } from './subscribers-screen';
export { SubscriptionsCard } from './subscriptions-card';
