export { Layout } from './layout';
export { RouteError } from './route-error';
export { SECTIONS } from './sections';
