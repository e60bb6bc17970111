import { createContext, useContext, useEffect } from 'react';
import type { HeadData } from './head';
import { applyHeadHtml, headHtml } from './head-html';

/** On the server: what the page being rendered says of its answer, for the document and status around it. */
export interface ResponseCollector {
  head: HeadData | null;
  status: number;
}

export const ResponseCollectorContext = createContext<ResponseCollector | null>(null);

/**
 * A route's <head> and HTTP status: collected while the server renders; in the browser the head is
 * applied to the document (after hydration it replaces the server's identical tags; after a click,
 * the previous route's).
 */
export function HeadTags({ head, status = 200 }: { head: HeadData; status?: number }) {
  const collector = useContext(ResponseCollectorContext);
  if (collector) {
    collector.head = head;
    collector.status = status;
  }
  const html = headHtml(head);
  useEffect(() => applyHeadHtml(document, html), [html]);
  return null;
}
