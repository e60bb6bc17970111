import { MEDIA_PATH_PREFIX } from '@folio/contracts';
import { CheckboxField, TextField } from '@folio/shared-ui';
import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import type { FieldWidgetProps } from '../../sections/section-definition';
import { ImageField, useFindMediaByPathQuery } from '../media';

const Root = styled.div`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`;

const ALT_HINT = 'What the image shows, for readers who cannot see it (screen readers, images turned off).';
const DECORATIVE_HINT = 'Only when it adds nothing the post does not say: it is then shown with no alt text.';

/**
 * A post's featured image: the image field of the media library, then the alt text this post shows it
 * with, or 'Decorative'. The contract requires one of the two once there is an image; a library image
 * chosen while the box is empty brings the library's own alt text as a start.
 */
export function FeaturedImageField(props: FieldWidgetProps) {
  const form = useForm();
  const path = useField<string | null>(props.name, { subscription: { value: true } }).input.value;
  const decorative = useField<boolean>('featuredImageDecorative', { subscription: { value: true } }).input.value;
  const hasImage = typeof path === 'string' && path.trim() !== '';
  const inLibrary = hasImage && path.trim().startsWith(MEDIA_PATH_PREFIX);
  const found = useFindMediaByPathQuery(hasImage ? path.trim() : '', { skip: !inLibrary });
  const libraryAlt = inLibrary ? (found.currentData?.altText ?? '') : '';

  useEffect(() => {
    if (!libraryAlt) return;
    const current = form.getState().values.featuredImageAlt as string | null | undefined;
    if (!current) form.change('featuredImageAlt', libraryAlt);
  }, [form, libraryAlt]);

  return (
    <Root>
      <ImageField {...props} libraryAltText={false} />
      {hasImage ? (
        <>
          {decorative ? null : <TextField name="featuredImageAlt" label="Featured image alt text" required hint={ALT_HINT} autoComplete="off" />}
          <CheckboxField name="featuredImageDecorative" label="The featured image is decorative" hint={DECORATIVE_HINT} />
        </>
      ) : null}
    </Root>
  );
}
