import { createContext, useContext, useEffect } from 'react';
import type { HeadData } from './head';
import { applyHeadHtml, headHtml } from './head-html';

/** On the server: the <head> of the page being rendered, for the document around it. */
export interface HeadCollector {
  head: HeadData | null;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * A route's <head>: collected while the server renders; in the browser applied to the document
 * (after hydration it replaces the server's identical tags; after a click, the previous route's).
 * The HTTP status is not the page's to say: the rendering server knows it before rendering, from
 * the route's data (app/route-data.ts).
 */
export function HeadTags({ head }: { head: HeadData }) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = head;
  const html = headHtml(head);
  useEffect(() => applyHeadHtml(document, html), [html]);
  return null;
}
