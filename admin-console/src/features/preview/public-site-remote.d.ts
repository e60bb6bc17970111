/**
 * The public site's federation remote (public-site/src/exposed/), typed by hand from the components'
 * props: the console never imports the public site's source, it loads these modules at run time.
 * Each module's default export is its component (the plugin hides named exports of modules without one).
 */
declare module 'publicSite/MarkdownBody' {
  import type { ComponentType } from 'react';

  /** A post's markdown as visitors see it (GitHub-flavoured). */
  export const MarkdownBody: ComponentType<{ content: string }>;
  export default MarkdownBody;
}

declare module 'publicSite/CaseStudyCard' {
  import type { CaseStudy } from '@folio/contracts';
  import type { ComponentType } from 'react';

  /** The carousel's card; its 'View Case Study' button opens the dialog. */
  export const CaseStudyCard: ComponentType<{ caseStudy: CaseStudy }>;
  export default CaseStudyCard;
}

declare module 'publicSite/CaseStudyDialog' {
  import type { CaseStudy } from '@folio/contracts';
  import type { ComponentType } from 'react';

  /** The case study in full, in tabs Overview, Challenge, Solution, Results. */
  export const CaseStudyDialog: ComponentType<{ caseStudy: CaseStudy; open: boolean; onOpenChange: (open: boolean) => void }>;
  export default CaseStudyDialog;
}

declare module 'publicSite/CvDocument' {
  import type { CvDocument as CvDocumentData } from '@folio/contracts';
  import type { ComponentType } from 'react';

  /** A CV as the site's /cv page shows it (sections in the owner's order, contact details, profiles). */
  export const CvDocument: ComponentType<{ document: CvDocumentData }>;
  export default CvDocument;
}
