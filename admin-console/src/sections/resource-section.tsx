import { Button, Card, CardDescription } from '@folio/shared-ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/store';
import { errorMessage } from '../api/errors';
import { useGetResourceItemQuery, type Entity } from '../api/resource-endpoints';
import { RESOURCE_PATHS } from '../api/resources';
import { closeForm, openForm, selectFormId, selectFormMode } from './console-slice';
import { useRowContext } from './lookups';
import { ResourceForm } from './resource-form';
import { ListPager } from './list-pager';
import { CardFrame, framed, Header, HeaderText, Heading, ListArea } from './section-frame';
import { ResourceList } from './resource-list';
import type { SectionDefinition } from './section-definition';
import { useResourceActions } from './use-resource-actions';
import { useSectionList } from './use-section-list';

const PlainFrame = styled.section`
  display: grid;
  gap: 1.25rem;
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
  const list = useSectionList(definition);
  const items = list.items;
  const context = useRowContext(resource === 'blog-posts');
  const { destroy } = useResourceActions(definition);
  // The row Edit was pressed on: a paged list may no longer show it (another page, other filters).
  const [editRow, setEditRow] = useState<Entity | undefined>();

  const beside = definition.formPlacement === 'beside';
  const row = mode === 'edit' ? (items?.find((item) => item.id === editId) ?? (editRow?.id === editId ? editRow : undefined)) : undefined;
  // Rows that are not whole items (posts come without their body): the form waits for the whole item.
  const loadsItem = Boolean(RESOURCE_PATHS[resource].item);
  const whole = useGetResourceItemQuery({ resource, row: row! }, { skip: !loadsItem || !row || hasKeptValues });
  const editing = loadsItem ? (whole.currentData ?? undefined) : row;
  const itemGone = loadsItem && whole.isError && (whole.error as { status?: unknown } | undefined)?.status === 404;

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
    setEditRow(item);
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

  const waiting = mode === 'edit' && !editing && !hasKeptValues;
  const form = mode ? (
    waiting && (itemGone || (!row && !list.isLoading)) ? (
      <Missing role="alert">
        <p>This {labels.entity} no longer exists.</p>
        <Button $variant="outline" onClick={close}>
          Back to the list
        </Button>
      </Missing>
    ) : waiting && whole.isError ? (
      <Missing role="alert">
        <p>
          Couldn&apos;t load the {labels.entity}: {errorMessage(whole.error, 'API request failed')}
        </p>
        <Button $variant="outline" onClick={() => void whole.refetch()}>
          Try again
        </Button>
        <Button $variant="outline" onClick={close}>
          Back to the list
        </Button>
      </Missing>
    ) : waiting ? (
      <p role="status">{loadsItem ? `Loading ${labels.entity}...` : labels.loading}</p>
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
    <ListArea aria-busy={list.isFetching ? true : undefined}>
      {definition.paging?.Filters ? (
        <definition.paging.Filters filters={list.paging!.filters} onChange={list.paging!.setFilters} total={list.paging!.total} />
      ) : null}
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
      filtered={Boolean(list.paging && Object.values(list.paging.filters).some(Boolean))}
    />
      {list.paging && !list.isLoading && !list.isError ? (
        <ListPager paging={list.paging} shown={items?.length ?? 0} noun={(count) => (count === 1 ? labels.entity : labels.title.toLowerCase())} label={labels.title} />
      ) : null}
    </ListArea>
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
