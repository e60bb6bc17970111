import { DEFAULT_PRIMARY_COLOUR, PRIMARY_COLOURS, type CvCaseStudy, type CvCertification, type CvDocument, type CvEducation, type CvExperience, type CvSection, type CvSkillGroup } from '@folio/contracts';
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { shownLink as shown, siteLink } from './cv-links';

/** What the components need besides the document: the font families and the filter for what they can draw. */
export interface CvPdfProps {
  doc: CvDocument;
  family: string[];
  drawable: (text: string) => string;
}

const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#9ca3af';
// Each text sets its line height with its font size: react-pdf turns a line height without unit into
// points with the font size of the same style (18 when it has none), and one set on the page leaves
// the page-number text (render=) empty.
const SIZE = 9.5;
const LINE = { fontSize: SIZE, lineHeight: 1.35 };

const styles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 48, fontSize: SIZE, color: INK },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.2 },
  persona: { fontSize: 11.5, fontWeight: 700, marginTop: 2 },
  headline: { ...LINE, fontSize: 10.5, color: MUTED, marginTop: 2 },
  contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 4, color: MUTED },
  separator: { marginHorizontal: 5, color: RULE },
  link: { color: INK, textDecoration: 'none' },
  summary: { ...LINE, marginTop: 10 },
  section: { marginTop: 14 },
  heading: { fontSize: 10.5, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6, paddingBottom: 2, marginBottom: 6, borderBottomWidth: 1 },
  text: { ...LINE },
  entry: { marginBottom: 7 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { ...LINE, fontWeight: 700, flexShrink: 1, paddingRight: 8 },
  entryWhen: { ...LINE, color: MUTED, flexShrink: 0 },
  detail: { ...LINE, color: MUTED },
  bullet: { flexDirection: 'row', marginTop: 1 },
  bulletMark: { ...LINE, width: 10 },
  bulletText: { ...LINE, flex: 1 },
  skillGroup: { flexDirection: 'row', marginBottom: 3 },
  skillLabel: { ...LINE, fontWeight: 700, width: 110, paddingRight: 6 },
  skillList: { ...LINE, flex: 1 },
  footer: { position: 'absolute', bottom: 24, fontSize: 8, color: MUTED },
});

/** `<name> — CV — <persona title>`, or without the persona for the all-persona CV. */
export const cvTitle = (doc: Pick<CvDocument, 'name' | 'personaTitle'>) => [doc.name, 'CV', doc.personaTitle].filter(Boolean).join(' — ');

function Bullets({ lines, text }: { lines: string[]; text: CvPdfProps['drawable'] }) {
  return (
    <>
      {lines.map(text).filter(Boolean).map((line, index) => (
        <View key={index} style={styles.bullet}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{line}</Text>
        </View>
      ))}
    </>
  );
}

function EntryHead({ title, when }: { title: ReactNode; when: string }) {
  return (
    <View style={styles.entryHead}>
      <Text style={styles.entryTitle}>{title}</Text>
      {when ? <Text style={styles.entryWhen}>{when}</Text> : null}
    </View>
  );
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' — ');

/**
 * `wrap` of an entry: none breaks across pages (wrap={false}), unless it could not fit on one page
 * at all (some thousands of characters), which react-pdf would otherwise push off the page.
 */
const mayBreak = (...texts: (string | null | undefined)[]) => texts.reduce((sum, text) => sum + (text?.length ?? 0), 0) > 2500;

function Experience({ item, text }: { item: CvExperience; text: CvPdfProps['drawable'] }) {
  return (
    <View style={styles.entry} wrap={mayBreak(item.title, item.company, ...item.highlights)}>
      <EntryHead title={joined(text(item.title), text(item.company))} when={text(item.period)} />
      <Bullets lines={item.highlights} text={text} />
    </View>
  );
}

function Skills({ group, text }: { group: CvSkillGroup; text: CvPdfProps['drawable'] }) {
  return (
    <View style={styles.skillGroup} wrap={mayBreak(group.label, ...group.skills.map((skill) => skill.name))}>
      <Text style={styles.skillLabel}>{text(group.label)}</Text>
      <Text style={styles.skillList}>{group.skills.map((skill) => text(skill.name)).filter(Boolean).join(', ')}</Text>
    </View>
  );
}

function Education({ item, text }: { item: CvEducation; text: CvPdfProps['drawable'] }) {
  return (
    <View style={styles.entry} wrap={mayBreak(item.degree, item.institution, item.description)}>
      <EntryHead title={joined(text(item.degree), text(item.institution))} when={text(item.period)} />
      <Bullets lines={item.description.split('\n')} text={text} />
    </View>
  );
}

function Certification({ item, text }: { item: CvCertification; text: CvPdfProps['drawable'] }) {
  return (
    <View style={styles.entry} wrap={mayBreak(item.name, item.issuer)}>
      <EntryHead title={joined(text(item.name), text(item.issuer))} when={text(item.year)} />
    </View>
  );
}

function CaseStudy({ item, siteUrl, text }: { item: CvCaseStudy; siteUrl: string; text: CvPdfProps['drawable'] }) {
  const page = siteLink(siteUrl, item.path);
  const technologies = item.technologies.map(text).filter(Boolean).join(', ');
  return (
    <View style={styles.entry} wrap={mayBreak(item.title, item.subtitle, item.summary, ...item.technologies)}>
      <Text style={styles.entryTitle}>{text(item.title)}</Text>
      {item.subtitle ? <Text style={styles.detail}>{text(item.subtitle)}</Text> : null}
      {item.summary ? <Text style={styles.text}>{text(item.summary)}</Text> : null}
      {technologies ? <Text style={styles.detail}>{technologies}</Text> : null}
      <Text style={styles.detail}>
        Case study:{' '}
        <Link src={page} style={styles.link}>
          {shown(page)}
        </Link>
      </Text>
      {item.url ? (
        <Text style={styles.detail}>
          Project:{' '}
          <Link src={item.url} style={styles.link}>
            {shown(item.url)}
          </Link>
        </Text>
      ) : null}
    </View>
  );
}

function Section({ section, doc, text, accent }: { section: CvSection; doc: CvDocument; text: CvPdfProps['drawable']; accent: string }) {
  let entries: ReactNode[];
  /** The first entry's text, which goes with the heading. */
  let firstText: (string | null)[] = [];
  switch (section.key) {
    case 'experience':
      entries = section.items.map((item) => <Experience key={item.id} item={item} text={text} />);
      firstText = section.items.slice(0, 1).flatMap((item) => [item.title, item.company, ...item.highlights]);
      break;
    case 'skills':
      entries = section.groups.map((group) => <Skills key={group.category} group={group} text={text} />);
      firstText = section.groups.slice(0, 1).flatMap((group) => group.skills.map((skill) => skill.name));
      break;
    case 'education':
      entries = section.items.map((item) => <Education key={item.id} item={item} text={text} />);
      firstText = section.items.slice(0, 1).flatMap((item) => [item.degree, item.institution, item.description]);
      break;
    case 'certifications':
      entries = section.items.map((item) => <Certification key={item.id} item={item} text={text} />);
      firstText = section.items.slice(0, 1).flatMap((item) => [item.name, item.issuer]);
      break;
    case 'caseStudies':
      entries = section.items.map((item) => <CaseStudy key={item.id} item={item} siteUrl={doc.siteUrl} text={text} />);
      firstText = section.items.slice(0, 1).flatMap((item) => [item.title, item.subtitle, item.summary, ...item.technologies]);
      break;
  }
  const [first, ...rest] = entries;
  if (!first) return null;
  return (
    <View style={styles.section}>
      {/* The heading keeps the section's first entry with it: never alone at the foot of a page. */}
      <View wrap={mayBreak(section.title, ...firstText)}>
        <Text style={[styles.heading, { color: accent, borderBottomColor: accent }]}>{text(section.title)}</Text>
        {first}
      </View>
      {rest}
    </View>
  );
}

/** Items in a row, wrapping, with a dot between them. */
function Row({ parts }: { parts: ReactNode[] }) {
  if (parts.length === 0) return null;
  return (
    <View style={styles.contact}>
      {parts.map((part, index) => (
        <Text key={index} style={styles.text}>
          {index > 0 ? <Text style={styles.separator}>{'\u00a0· '}</Text> : null}
          {part}
        </Text>
      ))}
    </View>
  );
}

/** Email (a mailto link), website, phone and location; then the profiles, as links. */
function ContactLines({ doc, text }: { doc: CvDocument; text: CvPdfProps['drawable'] }) {
  const { email, website, phone, location } = doc.contact;
  const contact: ReactNode[] = [];
  if (email) {
    contact.push(
      <Link key="email" src={`mailto:${email}`} style={styles.link}>
        {text(email)}
      </Link>,
    );
  }
  if (website) {
    contact.push(
      <Link key="website" src={website} style={styles.link}>
        {text(shown(website))}
      </Link>,
    );
  }
  if (phone && text(phone)) contact.push(text(phone));
  if (location && text(location)) contact.push(text(location));
  const profiles = doc.profiles.map((profile) => (
    <Link key={profile.url} src={profile.url} style={styles.link}>
      {text(`${profile.network}: ${shown(profile.url)}`)}
    </Link>
  ));
  return (
    <>
      <Row parts={contact} />
      <Row parts={profiles} />
    </>
  );
}

/** The CV as a PDF document: heading, contact line, summary, then the sections in the document's order. */
export function CvPdf({ doc, family, drawable }: CvPdfProps) {
  const accent = doc.persona ? PRIMARY_COLOURS[doc.persona] : DEFAULT_PRIMARY_COLOUR;
  const text = (value: string | null | undefined) => (value ? drawable(value) : '');
  const name = text(doc.name);
  const skills = doc.sections.flatMap((section) => (section.key === 'skills' ? section.groups.flatMap((group) => group.skills.map((skill) => skill.name)) : []));
  return (
    <Document
      title={cvTitle(doc)}
      author={doc.name}
      subject={[`Curriculum vitae of ${doc.name}`, doc.personaTitle ?? doc.headline].filter(Boolean).join(': ')}
      keywords={['CV', 'résumé', doc.personaTitle, ...skills.slice(0, 20)].filter(Boolean).join(', ')}
      creator={doc.siteUrl}
      language="en"
    >
      <Page size={doc.pageSize} style={[styles.page, { fontFamily: family }]}>
        <Text style={styles.name}>{name}</Text>
        {doc.personaTitle ? <Text style={[styles.persona, { color: accent }]}>{text(doc.personaTitle)}</Text> : null}
        {doc.headline ? <Text style={styles.headline}>{text(doc.headline)}</Text> : null}
        <ContactLines doc={doc} text={text} />
        {doc.summary ? <Text style={styles.summary}>{text(doc.summary)}</Text> : null}
        {doc.sections.map((section) => (
          <Section key={section.key} section={section} doc={doc} text={text} accent={accent} />
        ))}
        <Text style={[styles.footer, { left: 48, right: 120 }]} fixed>
          {cvTitle({ name, personaTitle: doc.personaTitle })}
        </Text>
        <Text style={[styles.footer, { left: 0, right: 48, textAlign: 'right' }]} fixed render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
      </Page>
    </Document>
  );
}
