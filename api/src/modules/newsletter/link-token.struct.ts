import { requiredText } from '@folio/contracts';
import { object } from 'superstruct';

/** The rule of a missing link token. */
export const LINK_TOKEN_REQUIRED = 'The token of the link from the email is required';

/**
 * The body of POST /api/newsletter/confirmations and POST /api/newsletter/unsubscribe: the token of
 * the link the email carried (the contract has no struct for it).
 */
export const linkTokenStruct = object({ token: requiredText(LINK_TOKEN_REQUIRED, 512) });
