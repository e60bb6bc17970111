import { Button, Card, CardDescription, toast } from '@folio/shared-ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/store';
import { errorMessage } from '../api/errors';
import { useReorderResourceMutation, type Entity } from '../api/resource-endpoints';
import { pathsOf } from '../api/resources';
import { closeForm } from './form/console-slice';
import { formKey, formPath, listPath, type FormAddress } from './navigation/console-routes';
import { clearAutosave } from './form/draft-storage';
import { useConfirmLeave } from './form/leave-guard';
import { useRowContext } from './list/lookups';
import { ResourceForm } from './form/resource-form';
import { ListPager } from './list/list-pager';
import { ListSearch } from './list/list-search';
import { RecentlyDeleted } from './list/recently-deleted';
import { CardFrame, framed, Header, HeaderText, Heading, ListArea } from './section-frame';
import { ResourceList } from './list/resource-list';
import type { SectionDefinition } from './section-definition';
import { useResourceActions } from './use-resource-actions';
import { useEditedItem } from './form/use-edited-item';
import { useNavigateNow } from './navigation/use-navigate-now';
import { useSectionList } from './list/use-section-list';
import { useNewItemDefinition } from './form/use-new-item-defaults';

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
  /** The form the address opens (<list>/new, <list>/<id>), if any. */
  form?: FormAddress;
}

/**
 * The one section every kind of content uses: a title, an 'Add X' button, the list, and the
 * add/edit form (in the list's place, or beside it). Which form is open is the address's: Add and
 * Edit go to the form's address, Cancel and a save back to the list's (its filters and page kept).
 * Focus moves into the form when it opens and back to what opened it (or the section heading) when
 * it closes.
 */
export function ResourceSection({ definition, headingLevel = 2, form: address }: ResourceSectionProps) {
  const { resource, labels } = definition;
  const dispatch = useAppDispatch();
  const navigate = useNavigateNow();
  const { search } = useLocation();
  const confirmLeave = useConfirmLeave();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());

  const mode = address?.mode;
  const editId = address?.id;
  // Bumped when a draft is restored into this form: it re-mounts with the draft's values.
  const restored = useAppSelector((state) => state.console.forms[formKey(resource, editId)]?.restored ?? 0);
  const list = useSectionList(definition);
  const newItemDefinition = useNewItemDefinition(definition);
  const items = list.items;
  const context = useRowContext(definition);
  const { destroy, restore } = useResourceActions(definition);
  const [reorder] = useReorderResourceMutation();
  // The row Edit was pressed on, shown while the list refreshes.
  const [editRow, setEditRow] = useState<Entity | undefined>();

  const beside = definition.formPlacement === 'beside';
  const edited = useEditedItem(definition, mode === 'edit' ? editId : undefined, list, editRow);
  // Rows that are not whole items (posts come without their body): the form waits for the whole item.
  const loadsItem = Boolean(pathsOf(definition.resource).paged);

  const focusTarget = useCallback((key: string | null) => {
    const root = rootRef.current;
    if (!root) return;
    const target = (key && root.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)) || root.querySelector<HTMLElement>('[data-focus-key="heading"]');
    target?.focus();
  }, []);

  // When the form closes, focus goes back to what opens it (its item's Edit button, or Add), also
  // when the form was opened by its address; else to the heading when that is gone.
  const previous = useRef({ mode, editId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { mode, editId };
    if (before.mode && !mode) focusTarget(before.editId !== undefined ? `edit-${before.editId}` : 'add');
  }, [mode, editId, focusTarget]);

  const startAdd = () => {
    navigate(`${formPath(resource)}${search}`);
  };
  const startEdit = (item: Entity) => {
    setEditRow(item);
    navigate(`${formPath(resource, item.id)}${search}`);
  };
  const close = () => navigate(`${listPath(resource)}${search}`);
  /** What was typed is no longer wanted: saved, or its item deleted. */
  const forget = () => {
    clearAutosave(resource, editId);
    dispatch(closeForm({ resource, id: editId }));
  };
  const onFormClose = (reason: 'saved' | 'cancelled') => {
    if (reason === 'cancelled') return confirmLeave(close);
    forget();
    close();
  };

  const remove = async (item: Entity) => {
    setDeleting((current) => new Set(current).add(item.id));
    const removed = await destroy(item);
    setDeleting((current) => {
      const next = new Set(current);
      next.delete(item.id);
      return next;
    });
    if (removed) {
      if (mode === 'edit' && editId === item.id) {
        forget();
        close();
      }
      focusTarget(null);
    }
  };

  const listError = list.isError ? errorMessage(list.error, 'API request failed') : null;
  // The list's order (`sort`) narrows nothing: an empty list under it is simply empty.
  const filtered =
    Boolean(list.search?.q) || Boolean(list.paging && Object.entries(list.paging.filters).some(([name, value]) => name !== 'sort' && value));
  // Rows can be put in order only where they show the list's own order: no search, no filter (or the definition's rule).
  const reorderable = definition.paging?.reorderable;
  const narrowed = reorderable && list.paging ? !reorderable(list.paging.filters) : filtered;
  const onReorder = narrowed
    ? undefined
    : (ids: number[]) =>
        void reorder({ resource, ids })
          .unwrap()
          .catch((error: unknown) => toast({ title: 'Error', description: errorMessage(error, `Failed to reorder ${labels.title.toLowerCase()}`), variant: 'destructive' }));
  const showList = beside || !mode;
  const showAddButton = beside ? mode !== 'add' : !mode;

  const form = !mode ? null : edited.state === 'missing' ? (
    <Missing role="alert">
      <p>
        There is no {labels.entity} with the id {editId}: it may have been deleted.
      </p>
      <Button $variant="outline" onClick={close}>
        Back to the list
      </Button>
    </Missing>
  ) : edited.state === 'failed' ? (
    <Missing role="alert">
      <p>
        Couldn&apos;t load the {labels.entity}: {errorMessage(edited.error, 'API request failed')}
      </p>
      <Button $variant="outline" onClick={edited.retry}>
        Try again
      </Button>
      <Button $variant="outline" onClick={close}>
        Back to the list
      </Button>
    </Missing>
  ) : edited.state === 'loading' || (mode === 'add' && !newItemDefinition) ? (
    <p role="status">{loadsItem && mode === 'edit' ? `Loading ${labels.entity}...` : labels.loading}</p>
  ) : (
    <ResourceForm
      key={`${formKey(resource, editId)}-${restored}`}
      definition={mode === 'add' ? newItemDefinition! : definition}
      mode={mode}
      id={editId}
      item={edited.state === 'ready' ? edited.item : undefined}
      onClose={onFormClose}
      headingLevel={headingLevel === 2 ? 3 : 4}
    />
  );

  const listView = showList ? (
    <ListArea aria-busy={list.isFetching ? true : undefined}>
      <RecentlyDeleted resource={resource} entity={labels.entity} undo={(deleted) => restore(deleted.item)} />
      {list.search ? <ListSearch what={labels.title.toLowerCase()} q={list.search.q} onSearch={list.search.setQ} /> : null}
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
      filtered={filtered}
      onReorder={onReorder}
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
