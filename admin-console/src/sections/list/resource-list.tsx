import { Badge, Button, VisuallyHidden } from '@folio/shared-ui';
import type { CSSProperties, ReactNode } from 'react';
import type { Entity } from '../../api/resource-endpoints';
import { MediaThumbnail, thumbnailOfPath } from '../widgets/media-thumbnail';
import { Actions, Body, Description, Details, ErrorBox, List, Message, QuietDelete, Row, Subtitle, Title, TitleLine } from './list-styles';
import type { RowContext, RowView, SectionDefinition } from '../section-definition';
import { SortableRow, SortableRows } from './sortable-rows';
import { ViewOnSite } from '../navigation/view-on-site';

function personaText(ids: readonly number[], context: RowContext): string {
  return ids.length === 0 ? 'All personas' : ids.map((id) => context.personaName(id)).join(', ');
}

export interface ResourceListProps {
  definition: SectionDefinition;
  items: Entity[] | undefined;
  isLoading: boolean;
  error?: string | null;
  onRetry: () => void;
  context: RowContext;
  deleting: ReadonlySet<number>;
  onEdit: (item: Entity) => void;
  onDelete: (item: Entity) => void;
  /** The row being edited beside the list (marked as current). */
  editingId?: number;
  /** Level of the row titles: one below the section heading. */
  headingLevel?: 3 | 4;
  /** Filters are set: an empty list means nothing matches them, not that there is nothing. */
  filtered?: boolean;
  /** Given when the rows show the list's own order: each row gets a handle to drag it (or move it by keyboard) elsewhere. */
  onReorder?: (ids: number[]) => void;
}

/** The list of any definition: loading and empty texts, rows with Edit and Delete ('Deleting...'). */
export function ResourceList({
  definition,
  items,
  isLoading,
  error,
  onRetry,
  context,
  deleting,
  onEdit,
  onDelete,
  editingId,
  headingLevel = 3,
  filtered = false,
  onReorder,
}: ResourceListProps) {
  const { labels } = definition;
  if (isLoading) return <Message role="status">{labels.loading}</Message>;
  if (error) {
    return (
      <ErrorBox role="alert">
        <p>
          Couldn&apos;t load {labels.title.toLowerCase()}: {error}
        </p>
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      </ErrorBox>
    );
  }
  if (!items || items.length === 0) {
    return <Message>{filtered ? `No ${labels.title.toLowerCase()} match these filters.` : labels.empty}</Message>;
  }

  const rowOf = (item: Entity, sortable?: { handle: ReactNode; style: CSSProperties; ref: (element: HTMLElement | null) => void }) => {
    const view: RowView = definition.row(item as never, context);
    const isDeleting = deleting.has(item.id);
    return (
      <Row key={item.id} ref={sortable?.ref} style={sortable?.style} aria-current={editingId === item.id ? 'true' : undefined}>
        {sortable?.handle}
        {view.image ? <MediaThumbnail src={thumbnailOfPath(view.image)} alt="" /> : null}
        <Body>
          <TitleLine>
            <Title as={`h${headingLevel}`}>{view.title}</Title>
            {view.badges?.map((badge) => (
              <Badge key={badge.label} $variant={badge.variant}>
                {badge.label}
              </Badge>
            ))}
          </TitleLine>
          {view.subtitle ? <Subtitle>{view.subtitle}</Subtitle> : null}
          {view.description ? <Description $lines={definition.clampLines ?? 2}>{view.description}</Description> : null}
          {view.details?.length || view.personaIds ? (
            <Details>
              {view.personaIds ? (
                <div>
                  <dt>Assigned to</dt>
                  <dd>{personaText(view.personaIds, context)}</dd>
                </div>
              ) : null}
              {view.details?.map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </Details>
          ) : null}
        </Body>
        <Actions>
          {definition.publicPath?.(item as never) ? <ViewOnSite path={definition.publicPath(item as never)!} title={view.title} /> : null}
          <Button $variant="outline" $size="sm" data-focus-key={`edit-${item.id}`} onClick={() => onEdit(item)} disabled={isDeleting}>
            Edit<VisuallyHidden> {view.title}</VisuallyHidden>
          </Button>
          <QuietDelete onClick={() => onDelete(item)} disabled={isDeleting}>
            {isDeleting ? (
              'Deleting...'
            ) : (
              <>
                Delete<VisuallyHidden> {view.title}</VisuallyHidden>
              </>
            )}
          </QuietDelete>
        </Actions>
      </Row>
    );
  };

  if (!onReorder || items.length < 2) return <List aria-label={labels.title}>{items.map((item) => rowOf(item))}</List>;
  return (
    <SortableRows items={items} labelOf={(item) => definition.row(item as never, context).title} onReorder={onReorder}>
      {(ordered) => (
        <List aria-label={labels.title}>
          {ordered.map((item) => (
            <SortableRow key={item.id} id={item.id} label={definition.row(item as never, context).title}>
              {(sortable) => rowOf(item, sortable)}
            </SortableRow>
          ))}
        </List>
      )}
    </SortableRows>
  );
}
