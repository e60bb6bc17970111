import { cvPath, type CvProfile } from '@folio/contracts';
import { FieldHint } from '@folio/shared-ui';
import styled from 'styled-components';
import { SiteLink } from '../../sections/navigation/view-on-site';
import { personaOf } from './use-cv-profile';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FORMS = [
  { form: 'page', label: 'Open page' },
  { form: 'pdf', label: 'Download PDF' },
  { form: 'json', label: 'JSON Resume' },
] as const;

/** The chosen CV where visitors get it (/cv, /cv.pdf, /cv.json; ?persona=<type> for a persona's), in a new tab: the saved version. */
export function CvLinks({ profile, hintId }: { profile: CvProfile; hintId: string }) {
  const persona = personaOf(profile);
  return (
    <>
      <Links aria-label="The saved CV on the site" aria-describedby={hintId}>
        {FORMS.map(({ form, label }) => (
          <li key={form}>
            <SiteLink path={cvPath(persona, form)}>{label}</SiteLink>
          </li>
        ))}
      </Links>
      <FieldHint id={hintId}>Links show the saved CV: save first to see your changes there.</FieldHint>
    </>
  );
}
