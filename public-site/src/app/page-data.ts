import type { ThemeMode } from '@folio/shared-ui';
import type { ServerStoreState } from './store';

/**
 * What the rendering server puts in the page's data block (`<script type="application/json">`: data,
 * never run, so the content security policy's ban on inline scripts holds) for the browser to hydrate
 * exactly the tree it rendered.
 */
export interface PageData {
  store: ServerStoreState;
  /** The theme the page was rendered in: the saved one when its cookie came along, else null (light, until the browser knows better). */
  themeMode: ThemeMode | null;
  primaryColour: string;
}

export const PAGE_DATA_ID = 'folio-page-data';

/** The server's page data, or null on a page it did not render (the Vite dev server). */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
