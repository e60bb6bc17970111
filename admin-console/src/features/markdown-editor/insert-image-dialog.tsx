import { ALT_TEXT_MAX, type MediaItem } from '@folio/contracts';
import { Button, controlStyles, Dialog, FieldErrorText, FieldHint, FieldLabel, FieldRoot } from '@folio/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MediaThumbnail, thumbnailOf } from '../../sections/widgets/media-thumbnail';
import { LibraryBrowser, UploadButton, UploadProgress, useMediaUpload } from '../media';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Input = styled.input`
  ${controlStyles}
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9375rem;
`;

const Name = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const ALT_TEXT_ASKED = 'Describe the image, or mark it as decorative';

/** The image chosen, with the alt text it is inserted with ('' when decorative). */
export type ChosenImage = { path: string; alt: string };

/** Step two: the chosen image and its alt text, asked before it goes into the text. */
function AltTextStep({ item, onInsert, onBack }: { item: MediaItem; onInsert: (image: ChosenImage) => void; onBack: () => void }) {
  const id = useId();
  const [alt, setAlt] = useState(item.altText);
  const [decorative, setDecorative] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not to the form around the editor: the dialog's form is its own.
    event.stopPropagation();
    if (!decorative && alt.trim() === '') {
      setMissing(true);
      return;
    }
    onInsert({ path: item.path, alt: decorative ? '' : alt });
  };
  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label="Alt text of the image">
      <Row>
        <MediaThumbnail src={thumbnailOf(item)} alt="" size={6} />
        <Name>{item.originalName}</Name>
      </Row>
      <FieldRoot>
        <FieldLabel htmlFor={`${id}-alt`}>Alt text</FieldLabel>
        <Input
          id={`${id}-alt`}
          value={alt}
          maxLength={ALT_TEXT_MAX}
          autoComplete="off"
          disabled={decorative}
          aria-invalid={missing && !decorative ? true : undefined}
          aria-describedby={`${id}-hint${missing && !decorative ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setAlt(event.target.value);
            setMissing(false);
          }}
          autoFocus
        />
        <FieldHint id={`${id}-hint`}>What the image shows, for readers who cannot see it. It is written into the post with the image.</FieldHint>
        {missing && !decorative ? <FieldErrorText id={`${id}-error`}>{ALT_TEXT_ASKED}</FieldErrorText> : null}
      </FieldRoot>
      <Check>
        <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />
        Decorative: it adds nothing to the text (no alt text)
      </Check>
      <Row>
        <Button type="submit">Insert image</Button>
        <Button type="button" $variant="outline" onClick={onBack}>
          Choose another
        </Button>
      </Row>
    </Stack>
  );
}

/** Step one: upload an image, or choose one from the library. */
function ChooseStep({ onChosen }: { onChosen: (item: MediaItem) => void }) {
  const upload = useMediaUpload();
  const [failure, setFailure] = useState<string | null>(null);
  const uploadFile = async (file: File) => {
    setFailure(null);
    const answer = await upload.start(file);
    if (answer.result) onChosen(answer.result.item);
    else if (answer.error) setFailure(answer.error);
  };
  return (
    <Stack>
      <Row>
        <UploadButton inputLabel="Image file to insert" onFiles={(files) => void uploadFile(files[0]!)} disabled={upload.uploading} $variant="primary" $size="md">
          Upload an image
        </UploadButton>
        <span>or choose one from the library below.</span>
      </Row>
      {upload.uploading ? <UploadProgress name={upload.name} percent={upload.percent} /> : null}
      <div aria-live="polite">{failure ? <FieldErrorText>{failure}</FieldErrorText> : null}</div>
      <LibraryBrowser onChoose={onChosen} />
    </Stack>
  );
}

export interface InsertImageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (image: ChosenImage) => void;
  /** Where focus goes once it closes, when not back to its opener (the text, once an image is in). */
  focusOnClose?: () => HTMLElement | null | undefined;
}

/** 'Insert image': an image uploaded or chosen from the media library, then its alt text, asked before it is inserted. */
export function InsertImageDialog({ open, onOpenChange, onInsert, focusOnClose }: InsertImageDialogProps) {
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const change = (next: boolean) => {
    if (!next) setChosen(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      focusOnClose={focusOnClose}
      title="Insert image"
      description={chosen ? 'Say what the image shows; it goes where the cursor was.' : 'Upload an image, or choose one from the library.'}
    >
      {chosen ? (
        <AltTextStep
          key={chosen.id}
          item={chosen}
          onBack={() => setChosen(null)}
          onInsert={(image) => {
            setChosen(null);
            onInsert(image);
          }}
        />
      ) : (
        <ChooseStep onChosen={setChosen} />
      )}
    </Dialog>
  );
}
