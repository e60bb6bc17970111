/**
 * Federation remote `publicSite/CvDocument`: the whole CV drawn from a CvDocument alone (props
 * `{ document: CvDocument }`), for the console's live preview of the CV settings.
 * The default export is what the host uses (the plugin wraps modules without one, hiding named exports).
 */
export { CvDocumentView, CvDocumentView as default } from '../features/cv/cv-document';
