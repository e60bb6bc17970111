import { Badge, Button, VisuallyHidden } from '@folio/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { Entity } from '../api/resource-endpoints';
import type { RowContext, RowView, SectionDefinition } from './section-definition';

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }

  @media ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    padding: 0.875rem;
  }
`;

const Thumb = styled.img`
  flex: none;
  width: 3rem;
  height: 3rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  display: grid;
  flex: 1;
  gap: 0.25rem;
  min-width: 0;
`;

const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Title = styled.h3`
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** §2: descriptions clamped to 2 lines (hero items 3). */
const Description = styled.p<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
  font-size: 0.875rem;
  white-space: pre-line;
`;

const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};

  & > div {
    display: flex;
    gap: 0.25rem;
    min-width: 0;
  }
  & dt {
    font-weight: 600;
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: 0.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    width: 100%;
    & > button {
      flex: 1;
    }
  }
`;

const Message = styled.p`
  padding: 1.5rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const ErrorBox = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 1.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
`;

/** A picture that hides itself when it cannot be loaded (a row reads fine without it). */
function RowImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <Thumb src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

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
  if (!items || items.length === 0) return <Message>{labels.empty}</Message>;

  return (
    <List aria-label={labels.title}>
      {items.map((item) => {
        const view: RowView = definition.row(item as never, context);
        const isDeleting = deleting.has(item.id);
        return (
          <Row key={item.id} aria-current={editingId === item.id ? 'true' : undefined}>
            {view.image ? <RowImage src={view.image} /> : null}
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
              <Button $variant="outline" $size="sm" data-focus-key={`edit-${item.id}`} onClick={() => onEdit(item)} disabled={isDeleting}>
                Edit<VisuallyHidden> {view.title}</VisuallyHidden>
              </Button>
              <Button $variant="destructive" $size="sm" onClick={() => onDelete(item)} disabled={isDeleting}>
                {isDeleting ? (
                  'Deleting...'
                ) : (
                  <>
                    Delete<VisuallyHidden> {view.title}</VisuallyHidden>
                  </>
                )}
              </Button>
            </Actions>
          </Row>
        );
      })}
    </List>
  );
}
