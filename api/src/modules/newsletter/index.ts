// What other modules (the sending of posts, send/) may use of the subscribers.
export { SUBSCRIBER_STATUS, SUBSCRIBER_STATUSES, LEFT_RECIPIENT_STATUS, type SubscriberStatus } from './subscriber-status.js';
export { suppressSubscriber } from './suppress.js';
export { unsubscribeToken, unsubscribeUrls } from './unsubscribe-link.js';

// What the OpenAPI document (openapi/) quotes of the public and console routes.
export { linkTokenStruct } from './link-token.struct.js';
export { NOT_SUBSCRIBED } from './subscription.service.js';
export { SUBSCRIBER_LIST_RULES, SUBSCRIBER_PAGE_SIZE, SUBSCRIBER_QUERY_MAX } from './subscriber-list-query.js';
export { SUBSCRIBER_CSV_COLUMNS } from './subscribers-csv.js';
