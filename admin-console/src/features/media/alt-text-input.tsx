import { ALT_TEXT_MAX, type MediaItem } from '@folio/contracts';
import { controlStyles, FieldErrorText, FieldHint, FieldLabel, FieldRoot, VisuallyHidden } from '@folio/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, isUnauthorized } from '../../api/errors';
import { useUpdateMediaAltTextMutation } from './media-endpoints';

const Input = styled.input`
  ${controlStyles}
`;

const Saved = styled.p`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Note = { ok: boolean; text: string } | null;

export interface AltTextInputProps {
  item: Pick<MediaItem, 'id' | 'altText' | 'updatedAt'>;
  /** Added to the label for assistive technology where several images are listed ('Alt text of photo.jpg'). */
  imageName?: string;
  hint?: string;
}

/**
 * The alt text of a library image, saved to its media record (PUT) when the box is left or Enter is
 * pressed, apart from any form around it: it is the image's text, shared by every use of the image.
 */
export function AltTextInput({ item, imageName, hint }: AltTextInputProps) {
  const id = useId();
  const [update, { isLoading: saving }] = useUpdateMediaAltTextMutation();
  const [draft, setDraft] = useState(item.altText);
  const [note, setNote] = useState<Note>(null);
  // The text the record holds as far as this box knows, and the version (updatedAt) a save must name:
  // the answer to a save is newer than the props until the record is read again.
  const stored = useRef(item.altText);
  const answered = useRef<Pick<MediaItem, 'altText' | 'updatedAt'> | null>(null);

  // The record changed (saved here or elsewhere): follow it, unless something else has been typed.
  useEffect(() => {
    setDraft((typed) => (typed === stored.current ? item.altText : typed));
    stored.current = item.altText;
  }, [item.altText]);

  const save = async () => {
    const altText = draft.trim();
    const known = answered.current && Date.parse(answered.current.updatedAt) >= Date.parse(item.updatedAt) ? answered.current : item;
    if (saving || altText === known.altText) return;
    setNote(null);
    try {
      const saved = await update({ id: item.id, altText, updatedAt: known.updatedAt }).unwrap();
      answered.current = { altText: saved.altText, updatedAt: saved.updatedAt };
      setDraft(saved.altText);
      setNote({ ok: true, text: 'Alt text saved' });
    } catch (error) {
      if (!isUnauthorized(error)) setNote({ ok: false, text: errorMessage(error, 'Failed to save the alt text') });
    }
  };

  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>
        Alt text{imageName ? <VisuallyHidden> of {imageName}</VisuallyHidden> : null}
      </FieldLabel>
      <Input
        id={id}
        value={draft}
        maxLength={ALT_TEXT_MAX}
        autoComplete="off"
        aria-invalid={note && !note.ok ? true : undefined}
        aria-describedby={[hint ? hintId : null, noteId].filter(Boolean).join(' ')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          // Enter saves the alt text; it must not submit a form the box stands in.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void save();
        }}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div id={noteId} aria-live="polite">
        {saving ? <Saved>Saving...</Saved> : null}
        {!saving && note?.ok ? <Saved>{note.text}</Saved> : null}
        {!saving && note && !note.ok ? <FieldErrorText>{note.text}</FieldErrorText> : null}
      </div>
    </FieldRoot>
  );
}
