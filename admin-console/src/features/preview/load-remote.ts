import type { CaseStudyCard } from 'publicSite/CaseStudyCard';
import type { CaseStudyDialog } from 'publicSite/CaseStudyDialog';
import type { CvDocument } from 'publicSite/CvDocument';
import type { MarkdownBody } from 'publicSite/MarkdownBody';

/**
 * The one place that reaches the public site's federation remote (`publicSite/*`, loaded at run time
 * from its remoteEntry.js). Tests mock this module: under jest there is no remote to load.
 */
export interface RemoteComponents {
  MarkdownBody: typeof MarkdownBody;
  CaseStudyCard: typeof CaseStudyCard;
  CaseStudyDialog: typeof CaseStudyDialog;
  CvDocument: typeof CvDocument;
}

export type RemoteName = keyof RemoteComponents;

/** A remote that has not answered by then counts as down: the plain preview shows instead. */
export const REMOTE_TIMEOUT_MS = 8000;

// Each specifier is written out: the federation plugin rewrites these literal imports at build time.
// The default export, because the plugin wraps a remote module that has none as `{ default: module }`.
const importers: { [K in RemoteName]: () => Promise<RemoteComponents[K]> } = {
  MarkdownBody: () => import('publicSite/MarkdownBody').then((module) => module.default),
  CaseStudyCard: () => import('publicSite/CaseStudyCard').then((module) => module.default),
  CaseStudyDialog: () => import('publicSite/CaseStudyDialog').then((module) => module.default),
  CvDocument: () => import('publicSite/CvDocument').then((module) => module.default),
};

const loaded = new Map<RemoteName, Promise<unknown>>();

/**
 * Resolves to the public site's component, or rejects (remote down, too slow, or not what was
 * expected). A success is kept for the page's life; a failure is not, so a later preview tries again.
 */
export function loadRemote<K extends RemoteName>(name: K): Promise<RemoteComponents[K]> {
  const known = loaded.get(name);
  if (known) return known as Promise<RemoteComponents[K]>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`publicSite/${name} did not load within ${REMOTE_TIMEOUT_MS} ms`)), REMOTE_TIMEOUT_MS);
  });
  const attempt = Promise.race([importers[name](), timeout])
    .then((component) => {
      if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
        throw new Error(`publicSite/${name} is not a component`);
      }
      return component;
    })
    .finally(() => clearTimeout(timer));
  loaded.set(name, attempt);
  attempt.catch((error: unknown) => {
    loaded.delete(name);
    console.warn(`Live preview: publicSite/${name} could not be loaded; showing the plain preview.`, error);
  });
  return attempt;
}
