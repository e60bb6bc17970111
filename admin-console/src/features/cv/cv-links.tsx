import { cvPath, type CvProfile } from '@folio/contracts';
import { FieldHint, VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';
import { personaOf } from './use-cv-profile';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
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
            <Link href={cvPath(persona, form)} target="_blank" rel="noopener">
              {label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          </li>
        ))}
      </Links>
      <FieldHint id={hintId}>Links show the saved CV: save first to see your changes there.</FieldHint>
    </>
  );
}
