// What other modules may use of analytics: who a request counts as (the blog's view count shares the rule and the limit).
export { clientFacts, type ClientFacts } from './client-facts.js';
export type { Collector } from './collect.service.js';
export { visitOf, visitorOf, type CountingRules, type Visit, type Visitor } from './visitors.js';
// And what it needs of the blog, handed in by the composition (app.ts, main.ts): the posts at paths.
export type { PostsAtPaths } from './posts-at-paths.js';
