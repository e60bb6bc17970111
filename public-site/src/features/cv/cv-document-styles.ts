import styled, { css } from 'styled-components';

/** The CV document's page, head, sections and entries (cv-document.tsx); the skills, links and technologies are in cv-document-lists.ts. */

/** What the printed page keeps of an entry: it is never split across two pages. */
export const entry = css`
  @media print {
    break-inside: avoid;
    page-break-inside: avoid;
  }
`;

export const Root = styled.article`
  display: grid;
  gap: clamp(1.75rem, 5vw, 2.75rem);
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  @media print {
    gap: 1.25rem;
    color: #000;
    font-size: 10.5pt;
    line-height: 1.45;

    a {
      color: #000;
      text-decoration: none;
    }

    /* A printed link is its address: written out after its text (not where the text is the address). */
    a[href^='http']:not([data-address-shown])::after {
      content: ' (' attr(href) ')';
      font-size: 0.875em;
      overflow-wrap: anywhere;
    }
  }
`;

export const PrintOnly = styled.span`
  display: none;

  @media print {
    display: inline;
    font-size: 0.875em;
  }
`;

export const Head = styled.header`
  display: grid;
  gap: 0.5rem;
  padding-bottom: clamp(1.25rem, 4vw, 2rem);
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};

  @media print {
    border-bottom-color: #000;
    padding-bottom: 0.75rem;
  }
`;

export const Name = styled.h1`
  font-size: clamp(2rem, 7vw, 3.25rem);
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.03em;

  @media print {
    font-size: 24pt;
  }
`;

export const PersonaTitle = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.125rem;
  font-weight: 700;
  letter-spacing: 0.02em;

  @media print {
    color: #000;
  }
`;

export const Headline = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;

  @media print {
    color: #222;
  }
`;

export const Details = styled.address`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin-top: 0.5rem;
  font-style: normal;
`;

export const DetailList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 1.25rem;
  padding: 0;
  list-style: none;
`;

export const Label = styled.span`
  margin-right: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;

  @media print {
    color: #000;
  }
`;

export const Summary = styled.p`
  max-width: 48rem;
  font-size: 1.0625rem;
  white-space: pre-line;

  @media print {
    font-size: inherit;
  }
`;

export const Section = styled.section`
  display: grid;
  gap: 1rem;

  @media print {
    gap: 0.5rem;
  }
`;

export const SectionTitle = styled.h2`
  padding-bottom: 0.375rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.125rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  @media print {
    border-bottom-color: #000;
    color: #000;
    font-size: 12pt;
    break-after: avoid;
    page-break-after: avoid;
  }
`;

export const Entries = styled.div`
  display: grid;
  gap: 1.25rem;

  @media print {
    gap: 0.625rem;
  }
`;

export const Entry = styled.article`
  display: grid;
  gap: 0.25rem;
  ${entry}
`;

export const EntryTitle = styled.h3`
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.35;

  @media print {
    font-size: 11pt;
  }
`;

export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  @media print {
    color: #222;
    font-size: inherit;
  }
`;

export const Period = styled.span`
  white-space: nowrap;
`;

export const Highlights = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin-top: 0.25rem;
  padding-left: 1.25rem;
`;

export const Text = styled.p`
  white-space: pre-line;
`;
