export { RichTextField } from './rich-text-field';
