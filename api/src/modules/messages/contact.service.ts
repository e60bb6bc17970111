import { createHash, randomBytes } from 'node:crypto';
import { CONTACT_MESSAGES, type ContactForm, type ContactMessageInput, type Parsed, type SpamReason, type TagType } from '@folio/contracts';
import type { ContactConfig } from '../../config.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import type { Db } from '../../db/knex.js';
import { invalidInput } from '../../domain-error.js';
import { transactionWithRetry } from '../content/item-version.js';
import { contactKey } from './contact-key.js';
import type { ContactLimits } from './contact-limits.js';
import { contactSubjectsService as subjects } from './contact-subjects.service.js';
import { checkFormToken, signFormToken } from './form-token.js';
import { wakeContactMail } from './mail/outbox.js';
import { messagesRepository as repository } from './messages.repository.js';
import type { RetentionSweep } from './retention.js';
import { onceFor } from './send-claims.js';
import { isHoneypotFilled, spamReasonOf } from './spam-checks.js';
import { useFormToken } from './used-form-tokens.js';

export type ContactDeps = { config: ContactConfig; limits: ContactLimits; sweep: RetentionSweep };

/**
 * What became of a message: stored (in the inbox, or in Spam with the reason), already stored by an
 * earlier send of the same form (a repeat: nothing stored, no limit counted), or dropped as a robot's
 * (the honeypot: nothing stored).
 */
export type ContactOutcome = { outcome: 'stored'; id: number; spamReason: SpamReason | null } | { outcome: 'repeat' } | { outcome: 'honeypot' };

/**
 * The hash that makes a resend one message: of the form's idempotency key with the sender's email and
 * text, so that two visitors given the same cached form both get through. Without a key every send is new.
 */
export function idempotencyKeyOf(input: Pick<Parsed<ContactMessageInput>, 'idempotencyKey' | 'email' | 'message'>): string {
  const formKey = input.idempotencyKey ?? randomBytes(32).toString('base64url');
  return createHash('sha256').update(`${formKey}\n${input.email}\n${input.message}`, 'utf8').digest('hex');
}

/**
 * A subject must be one the persona's form offers (the owner's list, which no contract knows); no
 * subject is always fine, the field being optional (and absent where the list is empty).
 */
async function checkSubject(db: Db, input: Parsed<ContactMessageInput>): Promise<void> {
  if (input.subject === null) return;
  const offered = await subjects.forForm(db, input.persona);
  if (!offered.includes(input.subject)) throw invalidInput({ subject: CONTACT_MESSAGES.subjectNotOffered }, CONTACT_MESSAGES.subjectNotOffered);
}

/**
 * Checks the subject, counts the limits, then stores the message (in Spam when the checks doubt it):
 * the limits come first, so that a burst cannot store more than they allow. Past the site's daily
 * limit a message is kept in Spam rather than refused. The form token's one use is kept with the
 * message, in one transaction: a second message with the same token goes to Spam. Should the unique
 * index find the send stored after all (a claim that expired under a stalled process), the points go back.
 */
async function store(
  db: Db,
  deps: ContactDeps,
  input: Parsed<ContactMessageInput>,
  { idempotencyKey, address, now }: { idempotencyKey: string; address: string; now: number },
): Promise<ContactOutcome> {
  await checkSubject(db, input);
  const key = await contactKey(db);
  const { taken, overDailyCap } = await deps.limits.take(address, now);
  const token = checkFormToken(key, input.formToken, now);
  try {
    const { id, spamReason } = await transactionWithRetry(db, async (trx) => {
      const reused = token.genuine !== null && !(await useFormToken(trx, token.genuine));
      const reason: SpamReason | null = overDailyCap ? 'daily-cap' : reused ? 'reused-token' : spamReasonOf(token.verdict, input, deps.config.maxLinks);
      const stored = await repository.insert(trx, {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        persona: input.persona,
        page: input.page,
        folder: reason ? 'spam' : 'inbox',
        spamReason: reason,
        idempotencyKey,
        receivedAt: new Date(now),
        // The owner's email, sent by the outbox (mail/) from these columns; none for Spam.
        notify: deps.config.mail && !reason ? 'pending' : 'off',
      });
      return { id: stored, spamReason: reason };
    });
    if (deps.config.mail && !spamReason) wakeContactMail();
    return { outcome: 'stored', id, spamReason };
  } catch (error) {
    // Not stored by this send: its points go back (best effort; the error, if any, is the insert's).
    await deps.limits.giveBack(taken).catch(() => undefined);
    if (isUniqueViolation(error)) return { outcome: 'repeat' };
    throw error;
  }
}

/** The public contact form: its token and subjects, and a visitor's message. */
export const contactService = {
  async form(db: Db, persona: TagType | null, now: number): Promise<ContactForm> {
    const key = await contactKey(db);
    return { token: signFormToken(key, now), subjects: await subjects.forForm(db, persona) };
  },

  /**
   * A visitor's message, sent from `address` at `now`. A repeat is found before any limit is counted,
   * so a resend of a stored message is never refused by a limit its first send passed, and sends of
   * the same form at the same moment wait for the first (send-claims.ts). Throws ContactLimitReached
   * past the sender's hourly limit, and a 400 for a subject the form does not offer (nothing stored).
   */
  async receive(db: Db, deps: ContactDeps, input: Parsed<ContactMessageInput>, address: string, now: number): Promise<ContactOutcome> {
    if (isHoneypotFilled(input)) return { outcome: 'honeypot' };
    await deps.sweep(db, now);
    const idempotencyKey = idempotencyKeyOf(input);
    const stored = await onceFor(
      db,
      idempotencyKey,
      () => repository.hasIdempotencyKey(db, idempotencyKey),
      () => store(db, deps, input, { idempotencyKey, address, now }),
    );
    return stored === 'repeat' ? { outcome: 'repeat' } : stored;
  },
};
