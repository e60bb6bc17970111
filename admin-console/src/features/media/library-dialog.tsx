import type { MediaListItem } from '@folio/contracts';
import { busyBar, Button, Dialog, VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { ListPager } from '../../sections/list/list-pager';
import { ErrorBox, Message } from '../../sections/list/list-styles';
import { MediaThumbnail, thumbnailOf } from '../../sections/widgets/media-thumbnail';
import { formatDimensions, typeLabel } from './media-format';
import { MediaSearch } from './media-search';
import { useMediaPage } from './use-media-page';

const Browser = styled.div`
  display: grid;
  gap: 1rem;
`;

const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${busyBar}
`;

const Choice = styled.button`
  display: grid;
  justify-items: center;
  gap: 0.375rem;
  width: 100%;
  height: 100%;
  padding: 0.625rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  max-width: 100%;
  font-size: 0.875rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The library's images as buttons, with search and paging: a click (or Enter, or Space) chooses one. */
export function LibraryBrowser({ onChoose }: { onChoose: (item: MediaListItem) => void }) {
  const page = useMediaPage();
  const items = page.items ?? [];
  return (
    <Browser>
      <MediaSearch query={page.q} onSearch={page.search} label="Search the library" />
      {page.isLoading ? (
        <Message role="status">Loading images...</Message>
      ) : page.isError ? (
        <ErrorBox role="alert">
          <p>Couldn&apos;t load the library: {errorMessage(page.error, 'API request failed')}</p>
          <Button $variant="outline" $size="sm" onClick={() => void page.refetch()}>
            Try again
          </Button>
        </ErrorBox>
      ) : items.length === 0 ? (
        <Message>{page.q ? 'No images match this search.' : 'The library is empty: upload an image first.'}</Message>
      ) : (
        <Choices aria-label="Images" aria-busy={page.isFetching ? true : undefined}>
          {items.map((item) => (
            <li key={item.id}>
              <Choice type="button" onClick={() => onChoose(item)}>
                <MediaThumbnail src={thumbnailOf(item)} alt="" size={6} />
                <Name>
                  <VisuallyHidden>Choose </VisuallyHidden>
                  {item.originalName}
                </Name>{' '}
                <Facts>
                  {typeLabel(item.contentType)} · {formatDimensions(item.width, item.height)}
                </Facts>
              </Choice>
            </li>
          ))}
        </Choices>
      )}
      {!page.isLoading && !page.isError ? (
        <ListPager paging={page.paging} shown={items.length} noun={(count) => (count === 1 ? 'image' : 'images')} label="Library" />
      ) : null}
    </Browser>
  );
}

export interface MediaLibraryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (item: MediaListItem) => void;
  /** What the image is for, e.g. the field's label 'Logo Path'. */
  purpose: string;
}

/** 'Choose from library': a modal dialog (focus kept inside, Escape closes, focus goes back to its opener). */
export function MediaLibraryDialog({ open, onOpenChange, onChoose, purpose }: MediaLibraryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose from library" description={`Pick the image for ${purpose}.`}>
      <LibraryBrowser onChoose={onChoose} />
    </Dialog>
  );
}
