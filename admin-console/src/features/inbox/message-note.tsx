import { MESSAGE_NOTE_MAX, type ContactMessage } from '@folio/contracts';
import { Button, controlStyles } from '@folio/shared-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMessageActions } from './use-message-actions';

const Form = styled.form`
  display: grid;
  gap: 0.375rem;
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
`;

const Hint = styled.p`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.textarea`
  ${controlStyles}
  min-height: 4.5rem;
  resize: vertical;
`;

const Save = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 0.25rem;
`;

/** The owner's private note on a message: saved with its button; emptied and saved, it is removed. */
export function MessageNote({ message }: { message: ContactMessage }) {
  const id = useId();
  const { change } = useMessageActions();
  const stored = message.note ?? '';
  const [text, setText] = useState(stored);
  const [saving, setSaving] = useState(false);
  // The note as stored once saved (or changed in another tab and read again).
  useEffect(() => setText(stored), [stored]);

  const unchanged = text.trim() === stored;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    setSaving(true);
    const removed = text.trim() === '';
    await change(message, { note: removed ? null : text }, removed ? 'Note removed' : 'Note saved');
    setSaving(false);
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <Label htmlFor={`${id}-note`}>Private note</Label>
      <Hint id={`${id}-hint`}>Only you see it; it is never sent to {message.name}.</Hint>
      <Text id={`${id}-note`} aria-describedby={`${id}-hint`} value={text} maxLength={MESSAGE_NOTE_MAX} rows={3} onChange={(event) => setText(event.target.value)} />
      <Save>
        <Button type="submit" $variant="outline" $size="sm" disabled={unchanged || saving}>
          {saving ? 'Saving...' : 'Save note'}
        </Button>
      </Save>
    </Form>
  );
}
