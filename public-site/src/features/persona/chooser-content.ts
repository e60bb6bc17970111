import type { TagType } from '@folio/contracts';
import type { ComponentType, SVGProps } from 'react';
import { CloudIcon, DumbbellIcon, WorkflowIcon } from '../../components/icons';

/** Each persona card's icon. Its words (subtitle, bullets) and the cards' order are the owner's: contracts/src/site-texts.ts. */
export const CHOOSER_ICONS: Record<TagType, ComponentType<SVGProps<SVGSVGElement> & { size?: number }>> = {
  enterprise: CloudIcon,
  business: WorkflowIcon,
  fitness: DumbbellIcon,
};
