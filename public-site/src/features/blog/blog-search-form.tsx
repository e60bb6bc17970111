import { POST_PAGE, type TagType } from '@folio/contracts';
import { Button, controlStyles, VisuallyHidden } from '@folio/shared-ui';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SearchIcon } from '../../components/icons';
import { PERSONA_PARAM } from '../persona';
import { blogListHref, normalizeQuery, QUERY_PARAM } from './blog-list-params';

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

interface BlogSearchFormProps {
  q: string;
  persona: TagType | null;
  /** After a search made here (with JavaScript), with its words: the page moves focus to its results. */
  onSearch?: (q: string) => void;
}

/**
 * The blog's search box: a plain GET form to /blog (`?q=`, the persona kept), so it works before
 * and without JavaScript; with it, the search is a client-side navigation.
 */
export function BlogSearchForm({ q, persona, onSearch }: BlogSearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem(QUERY_PARAM);
    const searched = normalizeQuery(input instanceof HTMLInputElement ? input.value : '');
    navigate(blogListHref({ persona, q: searched }));
    onSearch?.(searched);
  }

  return (
    <Form role="search" aria-label="Search the blog" action="/blog" method="get" onSubmit={search}>
      <Field>
        <VisuallyHidden as="label" htmlFor={inputId}>
          Search articles
        </VisuallyHidden>
        <SearchIcon size={18} />
        {/* Keyed on the search shown, so going back or clearing it shows that search's words. */}
        <Input key={q} id={inputId} type="search" name={QUERY_PARAM} defaultValue={q} maxLength={POST_PAGE.maxQueryLength} placeholder="Search articles" data-track="search" />
      </Field>
      {persona ? <input type="hidden" name={PERSONA_PARAM} value={persona} /> : null}
      <Button type="submit" $size="lg">
        Search
      </Button>
    </Form>
  );
}
