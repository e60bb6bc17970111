import styled from 'styled-components';
import type { PostHeading } from './post-headings';

const Nav = styled.nav`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.9375rem;
`;

const Title = styled.h2`
  margin-bottom: 0.5rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  display: grid;
  gap: 0.375rem;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $level: number }>`
  padding-left: ${({ $level }) => ($level > 2 ? '1.25rem' : '0')};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** Posts with fewer sections than this read fine without a table of contents. */
export const MIN_CONTENTS_HEADINGS = 2;

/** The post's sections (h2) and subsections (h3) as links to `#heading-id`; none for a short post. */
export function PostContents({ headings }: { headings: PostHeading[] }) {
  if (headings.length < MIN_CONTENTS_HEADINGS) return null;
  return (
    <Nav aria-labelledby="post-contents-title">
      <Title id="post-contents-title">Contents</Title>
      <List>
        {headings.map((heading) => (
          <Item key={heading.id} $level={heading.level}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </Item>
        ))}
      </List>
    </Nav>
  );
}
