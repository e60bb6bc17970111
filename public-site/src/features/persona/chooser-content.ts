import type { TagType } from '@folio/contracts';
import type { ComponentType, SVGProps } from 'react';
import { CloudIcon, DumbbellIcon, WorkflowIcon } from '../../components/icons';

export interface ChooserCardContent {
  Icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** Used until the persona's own subtitle (role and employer) has loaded. */
  fallbackSubtitle: string;
  highlights: readonly [string, string, string];
}

/** The chooser's cards, in the order they are shown. */
export const CHOOSER_ORDER: readonly TagType[] = ['enterprise', 'business', 'fitness'];

export const CHOOSER_CONTENT: Record<TagType, ChooserCardContent> = {
  enterprise: {
    Icon: CloudIcon,
    fallbackSubtitle: 'Solutions Architect',
    highlights: ['Cloud and integration architecture', 'Platform engineering and governance', 'Technical leadership and mentoring'],
  },
  business: {
    Icon: WorkflowIcon,
    fallbackSubtitle: 'Founder and Automation Consultant',
    highlights: ['Process mapping and workflow design', 'Dependable, documented automations', 'Systems your team can own'],
  },
  fitness: {
    Icon: DumbbellIcon,
    fallbackSubtitle: 'Strength and Conditioning Coach',
    highlights: ['Evidence-based strength programs', 'Technique coaching and accountability', 'Plans that fit a busy calendar'],
  },
};
