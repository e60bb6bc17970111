import { POST_PAGE, type TagType } from '@folio/contracts';
import { Button, controlStyles, VisuallyHidden } from '@folio/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../components/icons';
import { PERSONA_PARAM } from '../persona';
import { QUERY_PARAM } from './blog-list-params';

const Form = styled.form`
  display: flex;
  gap: 0.5rem;
  width: min(36rem, 100%);
`;

const Field = styled.div`
  position: relative;
  flex: 1;

  svg {
    position: absolute;
    top: 50%;
    left: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

const Input = styled.input`
  ${controlStyles}
  min-height: 3rem;
  padding-left: 2.375rem;
`;

/**
 * The blog's search box: a plain GET form to /blog (`?q=`, and the persona as a hidden field when
 * one is set), so a search is a page of its own, with or without JavaScript. The server trims the
 * words and cuts them to the API's length (blog-list-params.ts).
 */
export function BlogSearchForm({ q, persona }: { q: string; persona: TagType | null }) {
  const inputId = useId();
  return (
    <Form role="search" aria-label="Search the blog" action="/blog" method="get">
      <Field>
        <VisuallyHidden as="label" htmlFor={inputId}>
          Search articles
        </VisuallyHidden>
        <SearchIcon size={18} />
        <Input id={inputId} type="search" name={QUERY_PARAM} defaultValue={q} maxLength={POST_PAGE.maxQueryLength} placeholder="Search articles" data-track="search" />
      </Field>
      {persona ? <input type="hidden" name={PERSONA_PARAM} value={persona} /> : null}
      <Button type="submit" $size="lg">
        Search
      </Button>
    </Form>
  );
}
