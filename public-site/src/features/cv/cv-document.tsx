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
import styled, { css } from 'styled-components';

/*
 * The CV as a document: everything from a CvDocument alone, no data fetched, no router, so the
 * console can show it as a live preview (federation: exposed/cv-document.ts). The page around it
 * (cv-page.tsx) adds the downloads, the persona switcher and the print page's size.
 */

/** What the printed page keeps of an entry: it is never split across two pages. */
const entry = css`
  @media print {
    break-inside: avoid;
    page-break-inside: avoid;
  }
`;

const Root = styled.article`
  display: grid;
  gap: clamp(1.75rem, 5vw, 2.75rem);
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  @media print {
    gap: 1.25rem;
    color: #000;
    font-size: 10.5pt;
    line-height: 1.45;

    a {
      color: #000;
      text-decoration: none;
    }

    /* A printed link is its address: written out after its text (not where the text is the address). */
    a[href^='http']:not([data-address-shown])::after {
      content: ' (' attr(href) ')';
      font-size: 0.875em;
      overflow-wrap: anywhere;
    }
  }
`;

const PrintOnly = styled.span`
  display: none;

  @media print {
    display: inline;
    font-size: 0.875em;
  }
`;

const Head = styled.header`
  display: grid;
  gap: 0.5rem;
  padding-bottom: clamp(1.25rem, 4vw, 2rem);
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};

  @media print {
    border-bottom-color: #000;
    padding-bottom: 0.75rem;
  }
`;

const Name = styled.h1`
  font-size: clamp(2rem, 7vw, 3.25rem);
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.03em;

  @media print {
    font-size: 24pt;
  }
`;

const PersonaTitle = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.125rem;
  font-weight: 700;
  letter-spacing: 0.02em;

  @media print {
    color: #000;
  }
`;

const Headline = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;

  @media print {
    color: #222;
  }
`;

const Details = styled.address`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin-top: 0.5rem;
  font-style: normal;
`;

const DetailList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 1.25rem;
  padding: 0;
  list-style: none;
`;

const Label = styled.span`
  margin-right: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;

  @media print {
    color: #000;
  }
`;

const Summary = styled.p`
  max-width: 48rem;
  font-size: 1.0625rem;
  white-space: pre-line;

  @media print {
    font-size: inherit;
  }
`;

const Section = styled.section`
  display: grid;
  gap: 1rem;

  @media print {
    gap: 0.5rem;
  }
`;

const SectionTitle = styled.h2`
  padding-bottom: 0.375rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.125rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  @media print {
    border-bottom-color: #000;
    color: #000;
    font-size: 12pt;
    break-after: avoid;
    page-break-after: avoid;
  }
`;

const Entries = styled.div`
  display: grid;
  gap: 1.25rem;

  @media print {
    gap: 0.625rem;
  }
`;

const Entry = styled.article`
  display: grid;
  gap: 0.25rem;
  ${entry}
`;

const EntryTitle = styled.h3`
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.35;

  @media print {
    font-size: 11pt;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  @media print {
    color: #222;
    font-size: inherit;
  }
`;

const Period = styled.span`
  white-space: nowrap;
`;

const Highlights = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin-top: 0.25rem;
  padding-left: 1.25rem;
`;

const Text = styled.p`
  white-space: pre-line;
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 1rem 1.5rem;
`;

const Group = styled.section`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  ${entry}
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  padding: 0;
  list-style: none;

  @media print {
    display: block;

    li {
      display: inline;
    }

    li:not(:last-child)::after {
      content: ', ';
    }
  }
`;

const Skill = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.125rem 0.625rem;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent);
  border-radius: ${({ theme }) => theme.radii.full};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent);
  font-size: 0.875rem;

  @media print {
    padding: 0;
    border: 0;
    background: none;
    font-size: inherit;
  }
`;

/** The level (0–100) as a short bar: visual only, the name says the skill. */
const Level = styled.span<{ $level: number }>`
  width: 2.25rem;
  height: 0.3125rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.primary} ${({ $level }) => $level}%,
    color-mix(in srgb, ${({ theme }) => theme.colors.primary} 18%, transparent) 0
  );

  @media print {
    display: none;
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin-top: 0.25rem;
  font-weight: 600;

  @media print {
    display: block;
    font-weight: 400;

    a {
      display: block;
    }
  }
`;

const Technologies = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  @media print {
    color: #222;
  }
`;

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
