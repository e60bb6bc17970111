import {
  CV_CONTACT_FIELDS,
  CV_CONTACT_LABELS,
  type CvCaseStudy,
  type CvCertification,
  type CvContactField,
  type CvDocument,
  type CvEducation,
  type CvExperience,
  type CvSection,
  type CvSkillGroup,
} from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import type { ReactNode } from 'react';
import {
  Root,
  PrintOnly,
  Head,
  Name,
  PersonaTitle,
  Headline,
  Details,
  DetailList,
  Label,
  Summary,
  Section,
  SectionTitle,
  Entries,
  Entry,
  EntryTitle,
  Meta,
  Period,
  Highlights,
  Text,
} from './cv-document-styles';
import { Groups, Group, Skills, Skill, Level, Links, Technologies } from './cv-document-lists';

/*
 * The CV as a document: everything from a CvDocument alone, no data fetched, no router, so the
 * console can show it as a live preview (federation: exposed/cv-document.ts). The page around it
 * (cv-page.tsx) adds the downloads, the persona switcher and the print page's size.
 */

/** `jordan.example/about` for https://jordan.example/about/: the address as people write it. */
const shownAddress = (url: string) => url.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');

const siteAddress = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

function ContactDetail({ field, value }: { field: CvContactField; value: string }) {
  let shown: ReactNode = value;
  if (field === 'email') shown = <a href={`mailto:${value}`}>{value}</a>;
  else if (field === 'phone') shown = <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>;
  else if (field === 'website')
    shown = (
      <a href={value} data-address-shown="">
        {shownAddress(value)}
      </a>
    );
  return (
    <li>
      <Label>{CV_CONTACT_LABELS[field]}</Label>
      {shown}
    </li>
  );
}

function Experience({ item }: { item: CvExperience }) {
  return (
    <Entry>
      <EntryTitle>{item.title}</EntryTitle>
      <Meta>
        {item.company}
        {item.company && item.period ? ' · ' : null}
        <Period>{item.period}</Period>
      </Meta>
      {item.highlights.length > 0 ? (
        <Highlights>
          {item.highlights.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Highlights>
      ) : null}
    </Entry>
  );
}

function SkillGroup({ group, headingId }: { group: CvSkillGroup; headingId: string }) {
  return (
    <Group aria-labelledby={headingId}>
      <EntryTitle id={headingId}>{group.label}</EntryTitle>
      <Skills>
        {group.skills.map((skill) => (
          <Skill key={skill.id}>
            {skill.name}
            <Level aria-hidden="true" $level={Math.max(0, Math.min(100, skill.level))} />
          </Skill>
        ))}
      </Skills>
    </Group>
  );
}

function Education({ item }: { item: CvEducation }) {
  return (
    <Entry>
      <EntryTitle>{item.degree}</EntryTitle>
      <Meta>
        {item.institution}
        {item.institution && item.period ? ' · ' : null}
        <Period>{item.period}</Period>
      </Meta>
      {item.description ? <Text>{item.description}</Text> : null}
    </Entry>
  );
}

function Certification({ item }: { item: CvCertification }) {
  return (
    <Entry>
      <EntryTitle>{item.name}</EntryTitle>
      <Meta>
        {item.issuer}
        {item.issuer && item.year ? ' · ' : null}
        {item.year}
      </Meta>
    </Entry>
  );
}

function CaseStudy({ item, siteUrl }: { item: CvCaseStudy; siteUrl: string }) {
  return (
    <Entry>
      <EntryTitle>{item.title}</EntryTitle>
      {item.subtitle ? <Meta>{item.subtitle}</Meta> : null}
      {item.summary ? <Text>{item.summary}</Text> : null}
      {item.technologies.length > 0 ? <Technologies>{item.technologies.join(' · ')}</Technologies> : null}
      <Links>
        <a href={item.path} data-track="case-study" data-track-detail={item.title}>
          Read the case study<VisuallyHidden>: {item.title}</VisuallyHidden>
          <PrintOnly> ({siteAddress(siteUrl, item.path)})</PrintOnly>
        </a>
        {item.url ? (
          <a href={item.url} data-track="project">
            Project website<VisuallyHidden>: {item.title}</VisuallyHidden>
          </a>
        ) : null}
      </Links>
    </Entry>
  );
}

function SectionBody({ section, siteUrl }: { section: CvSection; siteUrl: string }) {
  switch (section.key) {
    case 'experience':
      return (
        <Entries>
          {section.items.map((item) => (
            <Experience key={item.id} item={item} />
          ))}
        </Entries>
      );
    case 'skills':
      return (
        <Groups>
          {section.groups.map((group) => (
            <SkillGroup key={group.category} group={group} headingId={`cv-skills-${group.category}`} />
          ))}
        </Groups>
      );
    case 'education':
      return (
        <Entries>
          {section.items.map((item) => (
            <Education key={item.id} item={item} />
          ))}
        </Entries>
      );
    case 'certifications':
      return (
        <Entries>
          {section.items.map((item) => (
            <Certification key={item.id} item={item} />
          ))}
        </Entries>
      );
    case 'caseStudies':
      return (
        <Entries>
          {section.items.map((item) => (
            <CaseStudy key={item.id} item={item} siteUrl={siteUrl} />
          ))}
        </Entries>
      );
  }
}

/** The heading id of a section: `cv-experience`… */
export const cvSectionId = (key: CvSection['key']) => `cv-${key}`;

/**
 * The whole CV from its document: the owner's name, the persona's title and headline, the contact
 * details and profiles, the summary, then each section in the document's order. Semantic and
 * printable: the page's own print rules (cv-page.tsx) leave only this on paper.
 */
export function CvDocumentView({ document }: { document: CvDocument }) {
  const contact = CV_CONTACT_FIELDS.flatMap((field) => {
    const value = document.contact[field];
    return value ? [{ field, value }] : [];
  });
  return (
    <Root aria-labelledby="cv-name" data-cv-persona={document.persona ?? 'all'}>
      <Head>
        <Name id="cv-name">{document.name}</Name>
        {document.personaTitle ? <PersonaTitle>{document.personaTitle}</PersonaTitle> : null}
        {document.headline ? <Headline>{document.headline}</Headline> : null}
        {contact.length > 0 || document.profiles.length > 0 ? (
          <Details>
            {contact.length > 0 ? (
              <DetailList aria-label="Contact details">
                {contact.map(({ field, value }) => (
                  <ContactDetail key={field} field={field} value={value} />
                ))}
              </DetailList>
            ) : null}
            {document.profiles.length > 0 ? (
              <DetailList aria-label="Profiles">
                {document.profiles.map((profile) => (
                  <li key={profile.url}>
                    <a href={profile.url} data-track="social" data-track-detail={profile.network}>
                      {profile.network}
                    </a>
                  </li>
                ))}
              </DetailList>
            ) : null}
          </Details>
        ) : null}
      </Head>
      {document.summary ? <Summary>{document.summary}</Summary> : null}
      {document.sections.map((section) => (
        <Section key={section.key} aria-labelledby={cvSectionId(section.key)} data-cv-section={section.key}>
          <SectionTitle id={cvSectionId(section.key)}>{section.title}</SectionTitle>
          <SectionBody section={section} siteUrl={document.siteUrl} />
        </Section>
      ))}
    </Root>
  );
}
