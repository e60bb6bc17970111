/**
 * The media library's pieces other features and the definitions build on: the image field (a post's
 * featured image, every image field), the library browser and the upload of the markdown editor's
 * image dialog. Its screen is the app's (screens.ts): it lists where each image is used, from the
 * definitions, which use these pieces.
 */
export { ImageField } from './image-field';
export { LibraryBrowser } from './library-dialog';
export { useFindMediaByPathQuery } from './media-endpoints';
export { UploadButton } from './upload-button';
export { UploadProgress } from './upload-progress';
export { useMediaUpload } from './use-media-upload';
