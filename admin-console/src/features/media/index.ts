/** The media library's section (its image field is given to the definitions by features/media/image-field.ts). */
export { MediaSection } from './media-section';
