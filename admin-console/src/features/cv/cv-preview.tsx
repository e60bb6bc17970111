import { check, cvSettingsStruct, type CvDocument, type CvProfile, type CvSection, type CvSettings } from '@folio/contracts';
import { Button } from '@folio/shared-ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useRef } from 'react';
import { useFormState } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { RemotePreview } from '../preview';
import { usePreviewCvQuery } from './cv-api';
import { useDebounced } from './use-debounced';

/** How long typing must pause before the draft is previewed. */
export const PREVIEW_DEBOUNCE_MS = 400;

const Plain = styled.article`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Name = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Sections = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionTitle = styled.p`
  font-weight: 700;
`;

const Items = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
  font-size: 0.9375rem;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Frame = styled.div`
  display: grid;
  gap: 0.75rem;
  min-width: 0;

  &[aria-busy='true'] > [data-preview-source] {
    opacity: 0.7;
  }
`;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** Each item's title, as the plain preview lists it. */
function itemTitles(section: CvSection): string[] {
  switch (section.key) {
    case 'experience':
      return section.items.map((item) => joined(item.title, item.company));
    case 'skills':
      return section.groups.map((group) => `${group.label}: ${group.skills.map((skill) => skill.name).join(', ')}`);
    case 'education':
      return section.items.map((item) => joined(item.degree, item.institution));
    case 'certifications':
      return section.items.map((item) => joined(item.name, item.issuer));
    case 'caseStudies':
      return section.items.map((item) => item.title);
  }
}

/** The console's own outline of a CV, when the public site's page component cannot be loaded. */
export function PlainCv({ document }: { document: CvDocument }) {
  return (
    <Plain aria-label="Plain CV preview">
      <div>
        <Name>{document.name}</Name>
        {document.headline ? <Muted>{document.headline}</Muted> : null}
      </div>
      {document.sections.length === 0 ? (
        <Muted>No section has anything to show.</Muted>
      ) : (
        <Sections>
          {document.sections.map((section) => (
            <li key={section.key}>
              <SectionTitle>{section.title}</SectionTitle>
              <Items>
                {itemTitles(section).map((title, index) => (
                  <li key={index}>{title}</li>
                ))}
              </Items>
            </li>
          ))}
        </Sections>
      )}
    </Plain>
  );
}

/**
 * The chosen CV as it would be with the settings in the form (saved or not), once typing pauses:
 * the public site's own CV component (federation), or a plain outline when the remote is down.
 * Settings that do not pass the contract are not sent: the last valid ones stay previewed.
 */
export function CvPreview({ profile }: { profile: CvProfile }) {
  const { values } = useFormState<CvSettings>({ subscription: { values: true } });
  const draft = useMemo(() => {
    const checked = check(cvSettingsStruct, values);
    return checked.ok ? (checked.value as CvSettings) : null;
  }, [values]);
  const lastValid = useRef(draft);
  if (draft) lastValid.current = draft;
  const settings = useDebounced(lastValid.current, PREVIEW_DEBOUNCE_MS);
  const preview = usePreviewCvQuery(settings ? { profile, settings } : skipToken);
  const document = preview.data;

  return (
    <Frame aria-busy={preview.isFetching}>
      {!draft ? <Note role="status">Some settings are not valid: the preview shows the last valid ones.</Note> : null}
      {preview.isError ? (
        <div role="alert">
          <Note>Couldn&apos;t make the preview: {errorMessage(preview.error, 'API request failed')}</Note>
          <Button $variant="outline" $size="sm" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {document ? (
        <RemotePreview name="CvDocument" props={{ document }} plain={<PlainCv document={document} />} />
      ) : !preview.isError ? (
        <Note role="status">Loading preview...</Note>
      ) : null}
    </Frame>
  );
}
