import { MEDIA_PAGE, type MediaListItem } from '@folio/contracts';
import { CardDescription, toast } from '@folio/shared-ui';
import { useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { errorMessage } from '../../api/errors';
import { ListPager } from '../../sections/list/list-pager';
import { usePageAddress } from '../../sections/list/use-page-address';
import { CardFrame, Header, HeaderText, Heading, ListArea } from '../../sections/section-frame';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MediaList } from './media-list';
import { MediaSearch } from './media-search';
import { UploadButton } from './upload-button';
import { UploadProgress } from './upload-progress';
import { useFileDrop } from './use-file-drop';
import { MEDIA_FILTER_NAMES, useMediaPage } from './use-media-page';
import { useMediaUpload } from './use-media-upload';

const Frame = styled(CardFrame)<{ $dropping: boolean }>`
  ${({ $dropping, theme }) =>
    $dropping &&
    css`
      outline: 3px dashed ${theme.colors.primary};
      outline-offset: -3px;
    `}
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

const DropNote = styled.p`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const UploadArea = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.25rem;
`;

/**
 * The media library (an eleventh section): every uploaded image with its details, alt text and
 * uses; search and paging; upload by button or by dropping files on the section; delete after asking.
 */
export function MediaSection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Its search and page are the address's query (/admin/media?q=harbour&page=2).
  const page = useMediaPage(usePageAddress(MEDIA_FILTER_NAMES, MEDIA_PAGE.defaultLimit));
  const upload = useMediaUpload();
  const [problems, setProblems] = useState<string[]>([]);
  const [asking, setAsking] = useState<MediaListItem | null>(null);
  const deleted = useRef(false);

  const uploadFiles = async (files: File[]) => {
    setProblems([]);
    for (const file of files) {
      const outcome = await upload.start(file);
      if (outcome.result) {
        toast({ title: 'Success', description: outcome.result.existed ? `${file.name} is already in the library` : `${file.name} uploaded successfully` });
      } else if (outcome.error) {
        const message = outcome.error;
        setProblems((current) => [...current, `${file.name}: ${message}`]);
      }
    }
  };
  const drop = useFileDrop((files) => void uploadFiles(files), !upload.uploading);

  return (
    <>
      <Frame as="section" aria-labelledby={headingId} $dropping={drop.over} {...drop.props}>
        <Header>
          <HeaderText>
            <Heading ref={heading} id={headingId} tabIndex={-1}>
              Media
            </Heading>
            <CardDescription>
              Every uploaded image and where it is used. Alt text is saved when you leave its box or press Enter; an image still in use cannot be deleted.
            </CardDescription>
          </HeaderText>
          <UploadArea>
            <UploadButton $variant="primary" $size="md" multiple inputLabel="Image files to upload" onFiles={(files) => void uploadFiles(files)} disabled={upload.uploading}>
              Upload images
            </UploadButton>
            <DropNote>or drop image files on this section</DropNote>
          </UploadArea>
        </Header>
        {upload.uploading ? <UploadProgress name={upload.name} percent={upload.percent} /> : null}
        {problems.length > 0 ? (
          <div role="alert">
            <Problems aria-label="Uploads that failed">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Problems>
          </div>
        ) : null}
        <MediaSearch query={page.q} onSearch={page.search} />
        <ListArea aria-busy={page.isFetching ? true : undefined}>
          <MediaList
            items={page.items}
            isLoading={page.isLoading}
            error={page.isError ? errorMessage(page.error, 'API request failed') : null}
            onRetry={() => void page.refetch()}
            searching={Boolean(page.q)}
            onDelete={(item) => {
              deleted.current = false;
              setAsking(item);
            }}
          />
          {!page.isLoading && !page.isError ? (
            <ListPager paging={page.paging} shown={page.items?.length ?? 0} noun={(count) => (count === 1 ? 'image' : 'images')} label="Media" />
          ) : null}
        </ListArea>
      </Frame>
      {/* Beside the section, not in it: what happens in the dialog (a drop, say) does not reach the section's handlers. */}
      <DeleteMediaDialog
        item={asking}
        onClose={() => setAsking(null)}
        onDeleted={() => {
          deleted.current = true;
        }}
        // The row of a deleted image goes away: focus goes to the heading instead of its Delete button.
        focusOnClose={() => (deleted.current ? heading.current : null)}
      />
    </>
  );
}
