import type { BlogPostRevision } from '@folio/contracts';
import { Button, Dialog, toast } from '@folio/shared-ui';
import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../../../api/errors';
import type { Entity } from '../../../api/resource-endpoints';
import { TextDiff } from './text-diff';
import { useListPostRevisionsQuery, useRestorePostRevisionMutation } from './revision-endpoints';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  gap: 1rem;
  min-height: 0;
  max-height: min(70vh, 40rem);

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    max-height: none;
  }
`;

const Versions = styled.ol`
  display: grid;
  align-content: start;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;

const Version = styled.button`
  display: grid;
  width: 100%;
  padding: 0.5rem 0.625rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** The chosen version's changes, then its Restore button, spaced apart. */
const Chosen = styled.div`
  display: grid;
  align-content: start;
  gap: 1rem;
  min-height: 0;

  p {
    margin: 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Changes = styled.div`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  overflow-y: auto;

  h3 {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** '24 Nov 2026, 14:05' in the owner's own time zone. */
export const revisionTime = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The post as stored now, as far as a revision keeps it. */
interface StoredText {
  id: number;
  title: string;
  excerpt?: string | null;
  content: string;
  updatedAt: string;
}

function RevisionChanges({ revision, post }: { revision: BlogPostRevision; post: StoredText }) {
  return (
    <Changes aria-live="polite">
      <h3>Title</h3>
      <TextDiff from={post.title} to={revision.title} />
      <h3>Excerpt</h3>
      <TextDiff from={post.excerpt ?? ''} to={revision.excerpt ?? ''} />
      <h3>Body</h3>
      <TextDiff from={post.content} to={revision.content} block />
    </Changes>
  );
}

/**
 * 'History': the post's last 20 saves, each compared with the post as stored now (title, excerpt,
 * body), and restorable as a new save (which is itself kept, so a restore can be undone from here).
 */
export function PostHistory({ item }: { item: Entity }) {
  const post = item as unknown as StoredText;
  // Restoring over changes not saved would throw them away: it waits until they are saved or discarded.
  const { dirty } = useFormState({ subscription: { dirty: true } });
  const form = useForm();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const revisions = useListPostRevisionsQuery(post.id, { skip: !open });
  const [restore, restoring] = useRestorePostRevisionMutation();
  const list = revisions.currentData ?? [];
  const revision = list.find((item) => item.id === chosen) ?? list[0];

  const restoreChosen = async () => {
    if (!revision) return;
    try {
      const { id: _id, ...restored } = await restore({ postId: post.id, revisionId: revision.id, updatedAt: post.updatedAt }).unwrap();
      // The form now starts from the restored post, so it counts as unchanged and saves over the new version.
      form.initialize(restored);
      toast({ title: 'Success', description: `Post restored to the version of ${revisionTime(revision.createdAt)}` });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to restore the version'), variant: 'destructive' });
    }
  };

  return (
    <>
      <Button type="button" $variant="outline" onClick={() => setOpen(true)}>
        History
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Post history" description="The last 20 saves. Compare one with the post as it is now, and restore it.">
        {revisions.isLoading ? <p role="status">Loading history...</p> : null}
        {revisions.isError ? <p role="alert">Couldn&apos;t load the history: {errorMessage(revisions.error, 'API request failed')}</p> : null}
        {revisions.currentData && list.length === 0 ? <p>No saves kept yet.</p> : null}
        {revision ? (
          <Layout>
            <Versions aria-label="Saved versions">
              {list.map((item, index) => (
                <li key={item.id}>
                  <Version type="button" aria-pressed={item.id === revision.id} onClick={() => setChosen(item.id)}>
                    <span>{revisionTime(item.createdAt)}</span>
                    <Muted>{index === 0 ? 'Latest save' : item.title}</Muted>
                  </Version>
                </li>
              ))}
            </Versions>
            <Chosen>
              <RevisionChanges revision={revision} post={post} />
              <p>
                <Button type="button" onClick={() => void restoreChosen()} disabled={dirty || restoring.isLoading}>
                  {restoring.isLoading ? 'Restoring...' : 'Restore this version'}
                </Button>
              </p>
              {dirty ? <Muted>Save or discard your changes before restoring an earlier version.</Muted> : null}
            </Chosen>
          </Layout>
        ) : null}
      </Dialog>
    </>
  );
}
