import { RICH_TEXT_LINK_SCHEMES } from '@folio/contracts';

export const LINK_ADDRESS_RULE = 'A link starts with https://, http://, mailto: or / (a page of this site)';

/**
 * Whether the API keeps this link address: a scheme it allows (https, http, mailto), or a path of this
 * site; never protocol-relative (//host), which the API removes.
 */
export function isAllowedLinkAddress(address: string): boolean {
  const value = address.trim();
  // Characters a written address never holds raw (the API would escape them, so the HTML would change).
  if (!value || /[\s<>"`]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && RICH_TEXT_LINK_SCHEMES.includes(scheme) && (scheme === 'mailto' || /^https?:\/\/[^/\\\s]/i.test(value));
}
