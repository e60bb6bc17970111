/** The newsletter in the console: the Subscribers screen, a post's 'Send by email', and the Overview's card. */
export { SendByEmail, type SendablePost } from './send-by-email';
export { SubscribersScreen } from './subscribers-screen';
export { SubscriptionsCard } from './subscriptions-card';
