import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

/**
 * The element overrides both apps give react-markdown, so a post reads the same on the public site
 * and in the console's plain preview, and passes axe's keyboard and naming rules.
 */
type WithNode<T extends 'a' | 'input' | 'pre' | 'table'> = ComponentPropsWithoutRef<T> & { node?: unknown };

/** Wide tables scroll sideways instead of widening the page; the region can take focus to scroll by keyboard. */
const TableScroll = styled.div`
  overflow-x: auto;
`;

function Table({ node: _node, ...props }: WithNode<'table'>) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </TableScroll>
  );
}

/** Code blocks scroll sideways too, so they also take focus. */
function Pre({ node: _node, ...props }: WithNode<'pre'>) {
  return <pre tabIndex={0} role="region" aria-label="Code" {...props} />;
}

/** Links to other sites open in a new tab; in-page links (footnotes) stay. */
function Anchor({ node: _node, href = '', ...props }: WithNode<'a'>) {
  const external = /^https?:\/\//.test(href);
  return <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} />;
}

/** GFM task lists render bare disabled checkboxes; each gets 'Done' or 'Not done', its text follows. */
function Input({ node: _node, ...props }: WithNode<'input'>) {
  if (props.type !== 'checkbox') return <input {...props} />;
  return <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />;
}

export const markdownComponents = { table: Table, pre: Pre, a: Anchor, input: Input };
