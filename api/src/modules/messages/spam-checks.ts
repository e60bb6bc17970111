import type { ContactMessageInput, Parsed, SpamReason } from '@folio/contracts';

/**
 * A link as spam carries it: an http(s):// address, or a www. one written without its scheme (the
 * `www.` of an address already counted by its scheme is not counted again).
 */
const LINK = /https?:\/\/|(?<!\/\/)\bwww\./gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** The links of everything the visitor typed (a name or a subject holds none in a real message). */
export const linksIn = (input: Parsed<ContactMessageInput>): number =>
  countLinks(input.message) + countLinks(input.name) + countLinks(input.subject ?? '');

/**
 * Why a message goes to Spam, or null for the inbox: the form token's verdict first (missing or
 * forged, sent within seconds, a day old), then too many links. Nothing here refuses a message: what
 * the checks doubt is kept, for the owner to read and mark 'Not spam'.
 */
export function spamReasonOf(tokenVerdict: SpamReason | null, input: Parsed<ContactMessageInput>, maxLinks: number): SpamReason | null {
  if (tokenVerdict) return tokenVerdict;
  return linksIn(input) > maxLinks ? 'too-many-links' : null;
}

/** The honeypot (`website`, hidden from people): filled, the message is a robot's. */
export const isHoneypotFilled = (input: Parsed<ContactMessageInput>): boolean => input.website !== null;
