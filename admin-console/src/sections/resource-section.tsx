import { Button, Card, CardDescription, CardTitle } from '@folio/shared-ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/store';
import { errorMessage } from '../api/errors';
import { useResourceList, type Entity } from '../api/resource-endpoints';
import { closeForm, openForm, selectFormId, selectFormMode } from './console-slice';
import { useRowContext } from './lookups';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';
import type { SectionDefinition } from './section-definition';
import { useResourceActions } from './use-resource-actions';

const framed = css`
  padding: 1.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    padding: 1rem;
  }
`;

const CardFrame = styled(Card)`
  ${framed}
  display: grid;
  gap: 1.25rem;
  overflow: visible;
`;

const PlainFrame = styled.section`
  display: grid;
  gap: 1.25rem;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
`;

const HeaderText = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const Heading = styled(CardTitle)`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** Form and list side by side on wide screens; the form as a card above the list on narrow ones. */
const Beside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  align-items: start;
  gap: 1.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FormCard = styled(Card)`
  ${framed}
  overflow: visible;
`;

const Missing = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
`;

export interface ResourceSectionProps {
  definition: SectionDefinition;
  /** 2 for a dashboard section, 3 for a blog subsection. */
  headingLevel?: 2 | 3;
}

/**
 * The one section every kind of content uses: a title, an 'Add X' button, the list, and the
 * add/edit form (in the list's place, or beside it). Focus moves into the form when it opens and
 * back to what opened it (or the section heading) when it closes.
 */
export function ResourceSection({ definition, headingLevel = 2 }: ResourceSectionProps) {
  const { resource, labels } = definition;
  const dispatch = useAppDispatch();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const returnFocus = useRef<string | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());

  const mode = useAppSelector(useMemo(() => selectFormMode(resource), [resource]));
  const editId = useAppSelector(useMemo(() => selectFormId(resource), [resource]));
  const hasKeptValues = useAppSelector((state) => Boolean(state.console.forms[resource]?.values));
  const list = useResourceList(resource);
  const items = list.data as Entity[] | undefined;
  const context = useRowContext(resource === 'blog-posts');
  const { destroy } = useResourceActions(definition);

  const beside = definition.formPlacement === 'beside';
  const editing = mode === 'edit' ? items?.find((item) => item.id === editId) : undefined;

  const focusTarget = useCallback((key: string | null) => {
    const root = rootRef.current;
    if (!root) return;
    const target = (key && root.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)) || root.querySelector<HTMLElement>('[data-focus-key="heading"]');
    target?.focus();
  }, []);

  // When the form closes, focus goes back to what opened it (or the heading when that is gone).
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current && !mode) focusTarget(returnFocus.current);
    previousMode.current = mode;
  }, [mode, focusTarget]);

  const startAdd = () => {
    returnFocus.current = 'add';
    dispatch(openForm({ resource, mode: 'add' }));
  };
  const startEdit = (item: Entity) => {
    returnFocus.current = `edit-${item.id}`;
    dispatch(openForm({ resource, mode: 'edit', id: item.id }));
  };
  const close = () => dispatch(closeForm(resource));

  const remove = async (item: Entity) => {
    setDeleting((current) => new Set(current).add(item.id));
    const removed = await destroy(item);
    setDeleting((current) => {
      const next = new Set(current);
      next.delete(item.id);
      return next;
    });
    if (removed) {
      if (mode === 'edit' && editId === item.id) close();
      focusTarget(null);
    }
  };

  const listError = list.isError ? errorMessage(list.error, 'API request failed') : null;
  const showList = beside || !mode;
  const showAddButton = beside ? mode !== 'add' : !mode;

  const form = mode ? (
    mode === 'edit' && !editing && !list.isLoading && !hasKeptValues ? (
      <Missing role="alert">
        <p>This {labels.entity} no longer exists.</p>
        <Button $variant="outline" onClick={close}>
          Back to the list
        </Button>
      </Missing>
    ) : mode === 'edit' && !editing && !hasKeptValues ? (
      <p role="status">{labels.loading}</p>
    ) : (
      <ResourceForm
        key={`${mode}-${editId ?? 'new'}`}
        definition={definition}
        mode={mode}
        id={editId}
        item={editing}
        onClose={close}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
    )
  ) : null;

  const listView = showList ? (
    <ResourceList
      definition={definition}
      items={items}
      isLoading={list.isLoading}
      error={listError}
      onRetry={() => void list.refetch()}
      context={context}
      deleting={deleting}
      onEdit={startEdit}
      onDelete={(item) => void remove(item)}
      editingId={beside && mode === 'edit' ? editId : undefined}
      headingLevel={headingLevel === 2 ? 3 : 4}
    />
  ) : null;

  const header = (
    <Header>
      <HeaderText>
        <Heading as={`h${headingLevel}`} id={headingId} tabIndex={-1} data-focus-key="heading">
          {labels.title}
        </Heading>
        <CardDescription>{labels.description}</CardDescription>
      </HeaderText>
      {showAddButton ? (
        <Button onClick={startAdd} data-focus-key="add">
          Add {labels.noun}
        </Button>
      ) : null}
    </Header>
  );

  const body = beside ? (
    <Beside>
      {form ? <FormCard>{form}</FormCard> : null}
      {listView}
    </Beside>
  ) : (
    (form ?? listView)
  );

  if (definition.frame === 'plain') {
    return (
      <PlainFrame ref={rootRef} aria-labelledby={headingId}>
        {header}
        {body}
      </PlainFrame>
    );
  }
  return (
    <CardFrame as="section" ref={rootRef} aria-labelledby={headingId}>
      {header}
      {body}
    </CardFrame>
  );
}
