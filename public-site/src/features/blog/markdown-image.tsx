import type { ComponentPropsWithoutRef } from 'react';
import { ContentImage } from '../../components/content-image';
import { POST_COLUMN_IMAGE_SIZES } from './post-column';

type MarkdownImageProps = ComponentPropsWithoutRef<'img'> & { node?: unknown };

/**
 * An image in a post body, with the markdown's own alt text: a library image becomes a <picture> of
 * its variants, sized by its path. No placeholder: a body reaches the page as HTML that no script
 * updates, so a placeholder could never be taken from behind a transparent image.
 */
export function MarkdownImage({ src, alt, title }: MarkdownImageProps) {
  return <ContentImage src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} title={title} sizes={POST_COLUMN_IMAGE_SIZES} />;
}
