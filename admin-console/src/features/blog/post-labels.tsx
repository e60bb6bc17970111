import styled from 'styled-components';

/**
 * What each of a post's labels does on the public site, said once: the guide above the blog's
 * sections, and a line of it under each field of the post form.
 */
export const POST_LABEL_HINTS = {
  category: "The post's one section of the blog: its badge on the card and the page, and the blog's category filter.",
  tags: 'Any number of topics: listed on the post page and found by the blog search.',
  personas: 'Whose blog lists show the post. None ticked: its Tag Type decides.',
  tagType: "The audience badge (All, Enterprise, Business, Fitness) and the page's accent colour. With no persona ticked, All shows the post to every persona, another tag type to that persona only.",
  displayOrder: "The blog's own order, highest first; the console lists posts newest first (choose 'Blog order' above the list to drag them).",
} as const;

const Guide = styled.details`
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  summary {
    cursor: pointer;
    font-weight: 600;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.5rem 1rem;
    margin-top: 0.75rem;
  }
  dt {
    font-weight: 600;
  }
  @media ${({ theme }) => theme.media.mobile} {
    dl {
      grid-template-columns: minmax(0, 1fr);
    }
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

/** 'Category, tags, personas: which does what?': the one place that tells the post's labels apart. */
export function PostLabelsGuide() {
  return (
    <Guide>
      <summary>Category, tags, personas: which does what?</summary>
      <dl>
        <dt>Category</dt>
        <dd>{POST_LABEL_HINTS.category} Managed under Categories.</dd>
        <dt>Tags</dt>
        <dd>{POST_LABEL_HINTS.tags} Managed under Tags.</dd>
        <dt>Personas</dt>
        <dd>{POST_LABEL_HINTS.personas}</dd>
        <dt>Tag Type</dt>
        <dd>{POST_LABEL_HINTS.tagType}</dd>
      </dl>
    </Guide>
  );
}
