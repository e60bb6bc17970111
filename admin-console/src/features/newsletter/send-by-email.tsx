import { NEWSLETTER_MESSAGES, postStanding, type PostStatus } from '@folio/contracts';
import { Button, Dialog } from '@folio/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, isUnauthorized } from '../../api/errors';
import { DialogActions, DialogProblem } from '../../sections/widgets/dialog-styles';
import { Notice } from '../../sections/widgets/notice-styles';
import { EmailPreview } from './email-preview';
import { subscribersText } from './newsletter-format';
import { useGetNewsletterPreviewQuery, useGetNewsletterSummaryQuery, useSendNewsletterMutation, useSendNewsletterTestMutation } from './newsletter-endpoints';
import { SendProgress } from './send-progress';

const Body = styled.div`
  display: grid;
  gap: 1rem;
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;

  & div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
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

const Warning = styled(Notice)`
  border-left-color: ${({ theme }) => theme.colors.danger};
`;

const Confirm = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};

  & > div {
    margin-top: 0.25rem;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** The post as the action needs it: a row of the posts list or the post open in its form. */
export interface SendablePost {
  id: number;
  title: string;
  status: PostStatus;
  publishedAt?: string | null;
}

/** What a failed call says, unless the session ended (the console goes back to the login card and says so). */
const problemOf = (error: unknown, fallback: string): string | null => (isUnauthorized(error) ? null : errorMessage(error, fallback));

function SendDialogBody({ post, unsaved }: { post: SendablePost; unsaved: boolean }) {
  const preview = useGetNewsletterPreviewQuery(post.id, { refetchOnMountOrArgChange: true });
  const summary = useGetNewsletterSummaryQuery();
  const [sendTest, testing] = useSendNewsletterTestMutation();
  const [send, sending] = useSendNewsletterMutation();
  const [confirming, setConfirming] = useState(false);
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const mailOff = summary.data?.mailConfigured === false;
  const shown = preview.data;
  const sendId = sending.data?.id ?? shown?.alreadySent?.id ?? null;
  const recipients = shown?.recipients ?? 0;

  const test = async () => {
    setProblem(null);
    setTestedTo(null);
    try {
      const { sentTo } = await sendTest(post.id).unwrap();
      setTestedTo(sentTo);
    } catch (error) {
      setProblem(problemOf(error, 'Failed to send the test'));
    }
  };
  const sendNow = async () => {
    setProblem(null);
    setConfirming(false);
    try {
      await send(post.id).unwrap();
    } catch (error) {
      setProblem(problemOf(error, 'Failed to send the post'));
    }
  };

  if (preview.isError) {
    return <DialogProblem role="alert">Couldn&apos;t make the preview: {errorMessage(preview.error, 'API request failed')}</DialogProblem>;
  }
  if (!shown) return <p role="status">Making the preview...</p>;
  return (
    <Body>
      {mailOff ? <Warning role="note">{NEWSLETTER_MESSAGES.mailOff}</Warning> : null}
      <Facts>
        <div>
          <dt>Subject</dt>
          <dd>{shown.subject}</dd>
        </div>
        {sendId === null ? (
          <div>
            <dt>Recipients</dt>
            <dd>Will go to {subscribersText(recipients)}</dd>
          </div>
        ) : null}
      </Facts>
      {sendId === null && recipients === 0 ? <Muted>{NEWSLETTER_MESSAGES.noRecipients}</Muted> : null}
      {unsaved ? <Muted>The email is made from the post as saved: save your changes first for them to be sent.</Muted> : null}
      <EmailPreview preview={shown} />
      {sendId !== null ? <SendProgress id={sendId} /> : null}
      {problem ? <DialogProblem role="alert">{problem}</DialogProblem> : null}
      <p role="status">{testedTo ? `Test sent to ${testedTo}` : ''}</p>
      {confirming ? (
        <Confirm role="group" aria-label="Confirm the send">
          <p>
            Send “{post.title}” to {subscribersText(recipients)} now? A post is sent by email once: this cannot be undone.
          </p>
          <DialogActions>
            <Button $variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => void sendNow()}>Yes, send it</Button>
          </DialogActions>
        </Confirm>
      ) : (
        <DialogActions>
          <Button $variant="outline" onClick={() => void test()} disabled={testing.isLoading || mailOff}>
            {testing.isLoading ? 'Sending the test...' : 'Send a test to me'}
          </Button>
          {sendId === null ? (
            <Button onClick={() => setConfirming(true)} disabled={sending.isLoading || recipients === 0 || mailOff}>
              {sending.isLoading ? 'Sending...' : `Send to ${subscribersText(recipients)}`}
            </Button>
          ) : null}
        </DialogActions>
      )}
    </Body>
  );
}

/**
 * 'Send by email' of a published post: a dialog with the email's preview, a test to the owner, and
 * the send to the subscribers of its personas (asked first; once per post), then its progress. A
 * draft or a post not yet live has no such action: only a published post can be sent.
 */
export function SendByEmail({ post, unsaved = false }: { post: SendablePost; unsaved?: boolean }) {
  const [open, setOpen] = useState(false);
  if (postStanding({ status: post.status, publishedAt: post.publishedAt ?? null }) !== 'published') return null;
  return (
    <>
      <Button type="button" $variant="outline" onClick={() => setOpen(true)}>
        Send by email
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Send “${post.title}” by email`} description="The email as subscribers will get it, made from the post as saved.">
        {open ? <SendDialogBody post={post} unsaved={unsaved} /> : null}
      </Dialog>
    </>
  );
}
