import { fieldErrorOf, FieldNotes, LabelText, Tabs, TabsContent, TabsList, TabsTrigger, useFieldIds } from '@folio/shared-ui';
import { useEffect, useState, type ComponentType } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';

const Root = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
`;

const SmallTabs = styled(TabsList)`
  padding: 0.125rem;
  & > button {
    min-height: 1.875rem;
    padding: 0.25rem 0.75rem;
  }
`;

const Editor = styled.textarea`
  width: 100%;
  min-height: 18rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  line-height: 1.6;
  resize: vertical;
  tab-size: 2;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const PreviewBox = styled.div`
  min-height: 18rem;
  max-height: 36rem;
  overflow: auto;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* The public page's background, on which the post body's code blocks and tables stand out. */
  background: ${({ theme }) => theme.colors.background};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface MarkdownEditorProps {
  name: string;
  label: string;
  required?: boolean;
  rows?: number;
  preview: ComponentType<{ markdown: string }>;
}

/**
 * A Markdown body (a post's) typed in a plain text area, with a Preview tab drawn by `preview`: for a
 * post, the public site's own MarkdownBody (federation remote, loaded when the preview is first
 * opened), or a plain rendering with a notice when the public site cannot be reached.
 */
export function MarkdownEditorField({ name, label, required, rows = 14, preview: Preview }: MarkdownEditorProps) {
  const { input, meta } = useField<string>(name, { parse: (value: string) => value, format: (value) => value ?? '' });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const error = fieldErrorOf(meta);
  const hint = 'Markdown with GitHub tables, task lists, strikethrough, footnotes and auto-linked URLs.';
  const ids = useFieldIds(name, error, hint);
  // An error is fixed in the editor: show it rather than the preview.
  useEffect(() => {
    if (error) setTab('write');
  }, [error]);
  return (
    <Root>
      <Tabs value={tab} onValueChange={(value) => setTab(value as 'write' | 'preview')} activationMode="manual">
        <Header>
          <Label htmlFor={ids.id} onClick={() => setTab('write')}>
            <LabelText label={label} required={required} />
          </Label>
          <SmallTabs aria-label={`${label} view`}>
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </SmallTabs>
        </Header>
        <TabsContent value="write" forceMount style={{ paddingTop: 0, display: tab === 'write' ? undefined : 'none' }}>
          <Editor {...input} {...ids.controlProps} rows={rows} spellCheck aria-required={required || undefined} />
        </TabsContent>
        <TabsContent value="preview" style={{ paddingTop: 0 }}>
          <PreviewBox>
            {input.value.trim() ? (
              <Preview markdown={input.value} />
            ) : (
              <Muted>Nothing to preview yet.</Muted>
            )}
          </PreviewBox>
        </TabsContent>
      </Tabs>
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </Root>
  );
}
