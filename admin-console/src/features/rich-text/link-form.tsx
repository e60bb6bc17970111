import { Button, FieldErrorText, FieldLabel } from '@folio/shared-ui';
import type { Editor } from '@tiptap/core';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { isAllowedLinkAddress, LINK_ADDRESS_RULE } from './link-address';

const Root = styled.div`
  display: grid;
  gap: 0.375rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Input = styled.input`
  flex: 1 1 14rem;
  min-width: 0;
  min-height: 2.25rem;
  padding: 0.375rem 0.625rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

interface LinkFormProps {
  id: string;
  editor: Editor;
  onClose(): void;
}

/**
 * The address of the link at the cursor (or of the selected text): Enter or Apply sets it, Remove link
 * takes it off, Esc closes; then focus goes back to the text. With nothing selected, the address is
 * inserted as the link's text.
 */
export function LinkForm({ id, editor, onClose }: LinkFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const existing = editor.getAttributes('link').href as string | undefined;
  const [address, setAddress] = useState(existing ?? '');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = address.trim();
    if (!isAllowedLinkAddress(href)) {
      setError(LINK_ADDRESS_RULE);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !existing) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  // Enter must not submit the case study's form, nor Esc cancel it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <Root id={id}>
      <FieldLabel htmlFor={inputId}>Link address</FieldLabel>
      <Row>
        <Input
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com"
          value={address}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button $variant="primary" $size="sm" onClick={apply}>
          Apply
        </Button>
        {existing ? (
          <Button $variant="outline" $size="sm" onClick={remove}>
            Remove link
          </Button>
        ) : null}
        <Button $variant="ghost" $size="sm" onClick={close}>
          Cancel
        </Button>
      </Row>
      <div aria-live="polite">{error ? <FieldErrorText id={errorId}>{error}</FieldErrorText> : null}</div>
    </Root>
  );
}
