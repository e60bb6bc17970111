import { isImagePath, MEDIA_PATH_PREFIX, type MediaListItem } from '@folio/contracts';
import { Button, FieldErrorText, FieldHint, TextField, VisuallyHidden } from '@folio/shared-ui';
import { useEffect, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import styled, { css } from 'styled-components';
import type { FieldWidgetProps } from '../../sections/section-definition';
import { MediaThumbnail, thumbnailOf, thumbnailOfPath } from '../../sections/widgets/media-thumbnail';
import { AltTextInput } from './alt-text-input';
import { MediaLibraryDialog } from './library-dialog';
import { useFindMediaByPathQuery } from './media-endpoints';
import { UploadButton } from './upload-button';
import { UploadProgress } from './upload-progress';
import { useFileDrop } from './use-file-drop';
import { useMediaUpload } from './use-media-upload';

const Root = styled.div<{ $dropping: boolean }>`
  display: grid;
  gap: 0.625rem;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ $dropping, theme }) =>
    $dropping &&
    css`
      outline: 3px dashed ${theme.colors.primary};
      outline-offset: 0.375rem;
    `}
`;

// As tall as a thumbnail from the start: the one shown when the box is left shifts nothing below it.
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  min-height: 4rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const DEFAULT_HINT = 'A site path (/images/…) or an address (https://…); or upload an image, drop one here, or choose one from the library.';
const ALT_TEXT_HINT = 'Describes the image to people who cannot see it. Saved for every use of the image when you leave this box or press Enter.';

/**
 * An image path field: the path or address can still be typed (and is validated as before), or an
 * image uploaded (button or drop, with progress) or chosen from the media library sets it. Shows the
 * current image, and for a library image its alt text, saved to the library (unless `libraryAltText` is false).
 */
export function ImageField({ name, label, required, hint, placeholder, libraryAltText = true }: FieldWidgetProps & { libraryAltText?: boolean }) {
  const form = useForm();
  const { input, meta } = useField<string | null>(name, { subscription: { value: true, active: true } });
  const value = typeof input.value === 'string' ? input.value.trim() : '';
  // The image shown is the value once the box is left: typing a path loads and asks nothing on the way.
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (!meta.active) setShown(value);
  }, [meta.active, value]);

  const inLibrary = shown.startsWith(MEDIA_PATH_PREFIX);
  const found = useFindMediaByPathQuery(shown, { skip: !inLibrary });
  const item = inLibrary ? (found.currentData ?? null) : null;
  const preview = shown && isImagePath(shown) ? (item ? thumbnailOf(item) : thumbnailOfPath(shown)) : null;

  const upload = useMediaUpload();
  const [choosing, setChoosing] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const pick = (image: Pick<MediaListItem, 'path'>, text: string | null) => {
    form.change(name, image.path);
    setOutcome(text ? { ok: true, text } : null);
  };
  const uploadFile = async (file: File) => {
    setOutcome(null);
    const answer = await upload.start(file);
    // A failed upload changes nothing but the message.
    if (answer.result) pick(answer.result.item, answer.result.existed ? `${file.name} was already in the library: that image is used.` : `${file.name} uploaded.`);
    else if (answer.error) setOutcome({ ok: false, text: answer.error });
  };
  const drop = useFileDrop((files) => void uploadFile(files[0]!), !upload.uploading);

  return (
    <>
      <Root role="group" aria-label={`${label} image`} $dropping={drop.over} {...drop.props}>
        <TextField name={name} label={label} required={required} hint={hint ?? DEFAULT_HINT} placeholder={placeholder} autoComplete="off" spellCheck={false} />
        <Tools>
          {preview ? <MediaThumbnail src={preview} alt={`Preview of ${label}`} size={4} /> : null}
          <Buttons>
            <UploadButton inputLabel={`Image file for ${label}`} onFiles={(files) => void uploadFile(files[0]!)} disabled={upload.uploading}>
              Upload<VisuallyHidden> an image for {label}</VisuallyHidden>
            </UploadButton>
            <Button $variant="outline" $size="sm" onClick={() => setChoosing(true)} disabled={upload.uploading}>
              Choose from library<VisuallyHidden> for {label}</VisuallyHidden>
            </Button>
          </Buttons>
        </Tools>
        {upload.uploading ? <UploadProgress name={upload.name} percent={upload.percent} /> : null}
        <div aria-live="polite">
          {outcome?.ok ? <FieldHint>{outcome.text}</FieldHint> : null}
          {outcome && !outcome.ok ? <FieldErrorText>{outcome.text}</FieldErrorText> : null}
        </div>
        {/* Left out where the form has an alt text of its own for this use of the image (a post's featured image). */}
        {item && libraryAltText ? <AltTextInput item={item} hint={ALT_TEXT_HINT} /> : null}
      </Root>
      {/* Beside the drop zone, not in it: a drop or a click in the dialog does not reach the field's handlers. */}
      <MediaLibraryDialog
        open={choosing}
        onOpenChange={setChoosing}
        purpose={label}
        onChoose={(chosen) => {
          pick(chosen, null);
          setChoosing(false);
        }}
      />
    </>
  );
}
