import type { NewsletterPreview } from '@folio/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@folio/shared-ui';
import styled from 'styled-components';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(55vh, 28rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* An email is written for a white page, whatever the console's theme. */
  background: #ffffff;
`;

const Text = styled.pre`
  max-height: min(55vh, 28rem);
  overflow: auto;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.8125rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/**
 * The email as subscribers get it, in its two parts. The HTML is shown in a frame sandboxed with no
 * permission at all: no script runs, and nothing in it reaches the console or its session.
 */
export function EmailPreview({ preview }: { preview: NewsletterPreview }) {
  return (
    <Tabs defaultValue="html">
      <TabsList aria-label="Email parts">
        <TabsTrigger value="html">HTML</TabsTrigger>
        <TabsTrigger value="text">Plain text</TabsTrigger>
      </TabsList>
      <TabsContent value="html">
        <Frame sandbox="" srcDoc={preview.html} title="The email as HTML" />
      </TabsContent>
      <TabsContent value="text">
        <Text tabIndex={0} aria-label="The email as plain text">
          {preview.text}
        </Text>
      </TabsContent>
    </Tabs>
  );
}
