import type { MediaListItem } from '@folio/contracts';
import { Button, VisuallyHidden } from '@folio/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { Actions, Body, Details, ErrorBox, List, Message, QuietDelete, Row, Subtitle, Title } from '../../sections/list/list-styles';
import { AltTextInput } from './alt-text-input';
import { MediaThumbnail, thumbnailOf } from '../../sections/widgets/media-thumbnail';
import { formatBytes, formatDimensions, typeLabel } from './media-format';
import { describeUse } from './media-uses';

const UsedBy = styled.div`
  display: grid;
  gap: 0.25rem;
  font-size: 0.8125rem;

  & > strong {
    font-weight: 600;
  }
  & ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Unused = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stack = styled(Body)`
  gap: 0.625rem;
`;

function MediaRow({ item, onDelete }: { item: MediaListItem; onDelete: (item: MediaListItem) => void }) {
  const usedById = useId();
  return (
    <Row>
      <MediaThumbnail src={thumbnailOf(item)} alt={item.altText} size={5} />
      <Stack>
        <div>
          <Title>{item.originalName}</Title>
          <Subtitle>{item.path}</Subtitle>
        </div>
        <Details>
          <div>
            <dt>Type</dt>
            <dd>{typeLabel(item.contentType)}</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{formatBytes(item.byteSize)}</dd>
          </div>
          <div>
            <dt>Dimensions</dt>
            <dd>{formatDimensions(item.width, item.height)}</dd>
          </div>
        </Details>
        <AltTextInput item={item} imageName={item.originalName} />
        <UsedBy>
          <strong id={usedById}>Used by</strong>
          {item.usedBy.length === 0 ? (
            <Unused>Nothing yet.</Unused>
          ) : (
            <ul aria-labelledby={usedById}>
              {item.usedBy.map((use) => (
                <li key={`${use.entity}-${use.id}-${use.field}`}>{describeUse(use)}</li>
              ))}
            </ul>
          )}
        </UsedBy>
      </Stack>
      <Actions>
        <QuietDelete onClick={() => onDelete(item)}>
          Delete<VisuallyHidden> {item.originalName}</VisuallyHidden>
        </QuietDelete>
      </Actions>
    </Row>
  );
}

export interface MediaListProps {
  items: MediaListItem[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** A search is in force: an empty list means nothing matches it. */
  searching: boolean;
  onDelete: (item: MediaListItem) => void;
}

/** Every image of the page: thumbnail, name, type, size, dimensions, alt text (editable) and where it is used. */
export function MediaList({ items, isLoading, error, onRetry, searching, onDelete }: MediaListProps) {
  if (isLoading) return <Message role="status">Loading images...</Message>;
  if (error) {
    return (
      <ErrorBox role="alert">
        <p>Couldn&apos;t load images: {error}</p>
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      </ErrorBox>
    );
  }
  if (!items || items.length === 0) {
    return <Message>{searching ? 'No images match this search.' : 'No images yet. Upload your first image!'}</Message>;
  }
  return (
    <List aria-label="Images">
      {items.map((item) => (
        <MediaRow key={item.id} item={item} onDelete={onDelete} />
      ))}
    </List>
  );
}
