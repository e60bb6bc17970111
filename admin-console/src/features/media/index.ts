/** The media library: its section, and the pieces an image field is made of. */
export { MediaSection } from './media-section';
export { MediaLibraryDialog } from './library-dialog';
export { AltTextInput } from './alt-text-input';
export { MediaThumbnail } from './media-thumbnail';
export { UploadButton } from './upload-button';
export { UploadProgress } from './upload-progress';
export { useFileDrop } from './use-file-drop';
export { useMediaUpload } from './use-media-upload';
export { useFindMediaByPathQuery } from './media-endpoints';
export { thumbnailOf, thumbnailOfPath } from './media-format';
