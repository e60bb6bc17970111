/** The media library's screen, for the app's dashboard (its pieces are in index.ts). */
export { MediaSection } from './media-section';
