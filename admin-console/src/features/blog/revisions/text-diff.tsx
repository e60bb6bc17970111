import { VisuallyHidden } from '@folio/shared-ui';
import { diffLines, diffWords } from 'diff';
import styled from 'styled-components';

const Text = styled.div<{ $block: boolean }>`
  white-space: ${({ $block }) => ($block ? 'pre-wrap' : 'normal')};
  overflow-wrap: anywhere;
  font-family: ${({ $block, theme }) => ($block ? theme.fonts.mono : 'inherit')};
  font-size: ${({ $block }) => ($block ? '0.8125rem' : 'inherit')};
  line-height: 1.5;

  /* Told apart by more than colour: added text is underlined, removed text struck through. */
  ins {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline 2px;
    text-underline-offset: 2px;
  }
  del {
    color: ${({ theme }) => theme.colors.danger};
    text-decoration: line-through;
  }
`;

export interface TextDiffProps {
  /** The text as it is now. */
  from: string;
  /** The text of the version looked at. */
  to: string;
  /** Compare line by line (a body) rather than word by word (a title or excerpt). */
  block?: boolean;
}

const withFinalNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/** What restoring `to` would change in `from`: removed text struck through, added text highlighted. */
export function TextDiff({ from, to, block = false }: TextDiffProps) {
  if (from === to) return <Text $block={false}>Unchanged</Text>;
  // A body's last line is the same line with or without a final newline.
  const changes = block ? diffLines(withFinalNewline(from), withFinalNewline(to)) : diffWords(from, to);
  return (
    <Text $block={block}>
      {changes.map((change, index) =>
        change.added ? (
          <ins key={index}>
            <VisuallyHidden>[added: </VisuallyHidden>
            {change.value}
            <VisuallyHidden>]</VisuallyHidden>
          </ins>
        ) : change.removed ? (
          <del key={index}>
            <VisuallyHidden>[removed: </VisuallyHidden>
            {change.value}
            <VisuallyHidden>]</VisuallyHidden>
          </del>
        ) : (
          <span key={index}>{change.value}</span>
        ),
      )}
    </Text>
  );
}
