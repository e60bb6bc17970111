import { PERSONA_TITLES, type TagType } from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import { Suspense, useMemo } from 'react';
import { DotsOverlay } from '../../components/dots-overlay';
import { CASE_PARAM, CaseStudiesSection, preloadCaseStudyDialog } from '../../features/case-studies';
import { EducationSection } from '../../features/education';
import { ExperienceSection } from '../../features/experience';
import { AboutSection } from '../../features/hero';
import { PersonaChooser, usePersona } from '../../features/persona';
import { HeadTags, homeHead, useSite } from '../../features/site';
import { SkillsSection } from '../../features/skills';
import { useSocialLinks } from '../../features/social-links';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';

const contactSection = preloadableLazy(() => import('../../features/contact/contact-section'));
const ContactSection = contactSection.Component;

export const preloadSections = () => Promise.all([contactSection.preload(), preloadCaseStudyDialog()]);

/** Before hydrating an address that opens a case study: the dialog's code, so the server's open dialog hydrates at once. */
export const preloadForAddress = (search: string) => (new URLSearchParams(search).has(CASE_PARAM) ? preloadCaseStudyDialog() : undefined);

function PersonaPage({ persona, ownerName }: { persona: TagType; ownerName: string | undefined }) {
  return (
    <>
      <VisuallyHidden as="h1">{ownerName ? `${ownerName}: ${PERSONA_TITLES[persona]}` : PERSONA_TITLES[persona]}</VisuallyHidden>
      <AboutSection persona={persona} />
      <ExperienceSection persona={persona} />
      <SkillsSection persona={persona} />
      <EducationSection persona={persona} />
      <CaseStudiesSection persona={persona} />
      <Suspense fallback={<DotsOverlay label="Loading contact section" />}>
        <ContactSection />
      </Suspense>
    </>
  );
}

/** The spec's Home screen: the persona chooser, or with a persona its page of anchored sections. */
export default function HomePage() {
  const persona = usePersona();
  const site = useSite();
  const links = useSocialLinks();
  useScrollToHash(persona !== null);
  const profileLinks = useMemo(() => (links ?? []).map((link) => link.url), [links]);

  return (
    <>
      <HeadTags head={homeHead(site, persona, profileLinks)} />
      {persona ? <PersonaPage key={persona} persona={persona} ownerName={site?.ownerName} /> : <PersonaChooser />}
    </>
  );
}
