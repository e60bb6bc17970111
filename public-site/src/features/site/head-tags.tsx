import { createContext, useContext, useEffect } from 'react';
import type { HeadData } from './head';
import { applyHeadHtml, headHtml } from './head-html';

/** On the server: what the page being rendered says of its answer, for the document and status around it. */
export interface ResponseCollector {
  head: HeadData | null;
  status: number;
  /** The page shows what only the signed-in owner may see: no cache may keep it, no search engine index it. */
  ownerOnly?: boolean;
  /** The page lives at another address now: the answer is a 301 to it. */
  movedTo?: string;
}

export const ResponseCollectorContext = createContext<ResponseCollector | null>(null);

/**
 * A route's <head> and HTTP status: collected while the server renders; in the browser the head is
 * applied to the document (after hydration it replaces the server's identical tags; after a click,
 * the previous route's).
 */
export function HeadTags({ head, status = 200, ownerOnly = false }: { head: HeadData; status?: number; ownerOnly?: boolean }) {
  const collector = useContext(ResponseCollectorContext);
  if (collector) {
    collector.head = head;
    collector.status = status;
    collector.ownerOnly = ownerOnly;
  }
  const html = headHtml(head);
  useEffect(() => applyHeadHtml(document, html), [html]);
  return null;
}
