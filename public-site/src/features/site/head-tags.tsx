import { createContext, useContext } from 'react';
import type { HeadData } from './head';

/** On the server: the <head> of the page being rendered, for the document around it. */
export interface HeadCollector {
  head: HeadData | null;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * A route's <head>, collected while the server renders, which writes it into the document
 * (server/render-page.tsx); the browser runs no React around it, so nothing here runs there.
 * The HTTP status is not the page's to say: the rendering server knows it before rendering, from
 * the route's data (app/page-loaders.ts).
 */
export function HeadTags({ head }: { head: HeadData }) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = head;
  return null;
}
