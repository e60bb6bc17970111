import { PERSONA_TITLES, type TagType } from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import { useMemo } from 'react';
import { CaseStudiesSection, preloadCaseStudyDialog } from '../../features/case-studies';
import ContactSection from '../../features/contact/contact-section';
import { EducationSection } from '../../features/education';
import { ExperienceSection } from '../../features/experience';
import { AboutSection } from '../../features/hero';
import { PersonaChooser, usePersona } from '../../features/persona';
import { SubscribeSection } from '../../features/newsletter';
import { HeadTags, homeHead, useSite } from '../../features/site';
import { SkillsSection } from '../../features/skills';
import { TestimonialsSection } from '../../features/testimonials';
import { useSocialLinks } from '../../features/social-links';

/** The case study dialog's code, loaded lazily in the browser: the rendering server loads it before its first page. */
export const preloadSections = () => preloadCaseStudyDialog();

function PersonaPage({ persona, ownerName }: { persona: TagType; ownerName: string | undefined }) {
  return (
    <>
      <VisuallyHidden as="h1">{ownerName ? `${ownerName}: ${PERSONA_TITLES[persona]}` : PERSONA_TITLES[persona]}</VisuallyHidden>
      <AboutSection persona={persona} />
      <ExperienceSection persona={persona} />
      <SkillsSection persona={persona} />
      <EducationSection persona={persona} />
      <CaseStudiesSection persona={persona} />
      <TestimonialsSection persona={persona} />
      <SubscribeSection personas={[persona]} />
      <ContactSection />
    </>
  );
}

/** The spec's Home screen: the persona chooser, or with a persona its page of anchored sections. */
export default function HomePage() {
  const persona = usePersona();
  const site = useSite();
  const links = useSocialLinks();
  const profileLinks = useMemo(() => (links ?? []).map((link) => link.url), [links]);

  return (
    <>
      <HeadTags head={homeHead(site, persona, profileLinks)} />
      {persona ? <PersonaPage key={persona} persona={persona} ownerName={site?.ownerName} /> : <PersonaChooser />}
    </>
  );
}
