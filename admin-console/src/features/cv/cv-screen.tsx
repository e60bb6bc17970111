import {
  CV_CONTACT_FIELDS,
  CV_CONTACT_LABELS,
  CV_PAGE_SIZE_LABELS,
  CV_PAGE_SIZES,
  CV_PROFILE_LABELS,
  CV_PROFILES,
  cvSettingsStruct,
  type CvProfile,
  type CvSettings,
} from '@folio/contracts';
import { Button, CardDescription, CheckboxField, FieldErrorText, FieldHint, FramedGroup, SelectField, TextAreaField, TextField } from '@folio/shared-ui';
import type { FormApi } from 'final-form';
import { useId, useMemo, useRef } from 'react';
import { Form, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { useGuardChanges } from '../../sections/form/leave-guard';
import { FormActions } from '../../sections/list/list-styles';
import { CardFrame, Header, HeaderText, Heading } from '../../sections/section-frame';
import { SettingsNotLoaded, settingsSubmit } from '../../sections/form/settings-form';
import { useGetCvSettingsQuery, useSaveCvSettingsMutation } from './cv-api';
import { cvSubmissionErrors, editableSettings, profilesWithErrors, settingsChanged, validateCvSettings } from './cv-form-values';
import { CvLinks } from './cv-links';
import { CvPreview } from './cv-preview';
import { ProfilePicker } from './profile-picker';
import { SectionsField } from './sections-field';
import { useCvProfile } from './use-cv-profile';

/** The form beside its preview; the preview under it at 768 px and narrower. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  gap: 1.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FormRoot = styled.form`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

const Checkboxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: 0.75rem 1rem;
`;

const Panel = styled.section`
  display: grid;
  gap: 1.25rem;
  min-width: 0;

  &[hidden] {
    display: none;
  }
`;

const SubHeading = styled.h3`
  font-size: 1.125rem;
  font-weight: 700;
`;

const Aside = styled.aside`
  display: grid;
  gap: 0.75rem;
  min-width: 0;

  @media (min-width: 769px) {
    position: sticky;
    top: 1rem;
  }
`;

const PAGE_SIZE_OPTIONS = CV_PAGE_SIZES.map((size) => ({ value: size, label: CV_PAGE_SIZE_LABELS[size] }));

/** The draft differs from the saved settings: leaving asks first, and Save is offered. */
function useSettingsChanged(saved: CvSettings): boolean {
  const { values } = useFormState<CvSettings>({ subscription: { values: true } });
  return settingsChanged(values, saved);
}

function GuardChanges({ saved }: { saved: CvSettings }) {
  useGuardChanges(useSettingsChanged(saved), 'CV');
  return null;
}

/** A whole part's message from the API ('contact', 'profiles'), on the group that shows it. */
function GroupError({ name }: { name: 'contactGroup' | 'profilesGroup' }) {
  const { submitErrors } = useFormState({ subscription: { submitErrors: true } });
  const text = (submitErrors as Record<string, unknown> | undefined)?.[name];
  return typeof text === 'string' ? <FieldErrorText role="alert">{text}</FieldErrorText> : null;
}

/**
 * One CV's own settings: its sections, summary, the contact details it shows and its page size.
 * Every CV's fields stay mounted (those of the CVs not chosen hidden): react-final-form sets a field
 * that registers again back to its initial value, which would drop what was typed in another CV.
 */
function ProfileFields({ profile, shown }: { profile: CvProfile; shown: boolean }) {
  const headingId = useId();
  const base = `profiles.${profile}`;
  const title = CV_PROFILE_LABELS[profile];
  return (
    <Panel hidden={!shown} aria-labelledby={headingId}>
      <SubHeading id={headingId}>{profile === 'all' ? 'The CV of all personas' : `The ${title} CV`}</SubHeading>
      {shown ? <GroupError name="profilesGroup" /> : null}
      <FramedGroup>
        <legend>Sections</legend>
        <SectionsField profile={profile} />
      </FramedGroup>
      <TextAreaField
        name={`${base}.summary`}
        label="Summary"
        rows={4}
        placeholder={profile === 'all' ? "Leave blank to use the site's description" : "Leave blank to use the persona's about text"}
      />
      <FramedGroup>
        <legend>Contact details shown</legend>
        <Checkboxes>
          {CV_CONTACT_FIELDS.map((field) => (
            <CheckboxField key={field} name={`${base}.contact.${field}`} label={CV_CONTACT_LABELS[field]} />
          ))}
        </Checkboxes>
      </FramedGroup>
      <SelectField name={`${base}.pageSize`} label="Page size" options={PAGE_SIZE_OPTIONS} />
    </Panel>
  );
}

/** The details every CV draws from (each chooses which to show). */
function ContactFields() {
  const hintId = useId();
  return (
    <FramedGroup aria-describedby={hintId}>
      <legend>Contact details</legend>
      <FieldHint id={hintId}>Shared by all CVs; each CV chooses above which of them it shows.</FieldHint>
      <GroupError name="contactGroup" />
      <Fields>
        <TextField name="contact.email" label="Email" type="email" autoComplete="email" hint="Blank uses the site's contact address, else the Email social link's." />
        <TextField name="contact.phone" label="Phone" type="tel" autoComplete="tel" />
        <TextField name="contact.location" label="Location" autoComplete="address-level2" />
        <TextField name="contact.website" label="Website" type="url" autoComplete="url" hint="Blank uses the site's address." />
      </Fields>
    </FramedGroup>
  );
}

/** Errors in CVs other than the one on screen: said, since their fields are not shown. */
function OtherProfileErrors({ profile }: { profile: CvProfile }) {
  const { errors, submitFailed, submitErrors } = useFormState({ subscription: { errors: true, submitFailed: true, submitErrors: true } });
  const others = [...new Set([...(submitFailed ? profilesWithErrors(errors) : []), ...profilesWithErrors(submitErrors)])].filter((other) => other !== profile);
  if (others.length === 0) return null;
  return <FieldErrorText role="alert">Please correct the settings of {others.map((other) => CV_PROFILE_LABELS[other]).join(', ')} too (choose it above).</FieldErrorText>;
}

function SaveActions({ saved, submitting }: { saved: CvSettings; submitting: boolean }) {
  const changed = useSettingsChanged(saved);
  return (
    <Button type="submit" disabled={submitting || !changed}>
      {submitting ? 'Saving...' : 'Save'}
    </Button>
  );
}

function RevertButton({ saved, submitting, form }: { saved: CvSettings; submitting: boolean; form: FormApi<CvSettings> }) {
  const changed = useSettingsChanged(saved);
  return (
    <Button type="button" $variant="ghost" disabled={submitting || !changed} onClick={() => form.reset(saved)}>
      Revert changes
    </Button>
  );
}

/**
 * The CV section (/admin/cv?profile=…): one form for the settings of every CV (the picker chooses
 * which CV's fields show; what was typed in another stays), checked with the API's contract and
 * saved together with PUT, beside a live preview of the chosen CV with the unsaved settings.
 */
export function CvScreen() {
  const headingId = useId();
  const pickerName = useId();
  const linksHintId = useId();
  const previewHeadingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [profile, chooseProfile] = useCvProfile();
  const settings = useGetCvSettingsQuery();
  const [save] = useSaveCvSettingsMutation();
  // Made again only when the settings are read again (after a save): the form starts over from them.
  const initialValues = useMemo(() => (settings.data ? editableSettings(settings.data) : undefined), [settings.data]);

  const onSubmit = settingsSubmit<CvSettings>({
    struct: cvSettingsStruct,
    validate: validateCvSettings,
    save,
    submissionErrors: cvSubmissionErrors,
    failure: 'Failed to save the CV settings',
    success: 'CV settings saved successfully',
  });
  // The first error of the CV on screen (another CV's are named beside the picker).
  const focusFirstError = () =>
    setTimeout(() => Array.from(formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []).find((element) => !element.closest('[hidden]'))?.focus(), 0);

  let body;
  if (settings.isError || !initialValues) {
    body = <SettingsNotLoaded error={settings.isError ? settings.error : undefined} refetch={settings.refetch} what="the CV settings" loading="Loading the CV settings..." />;
  } else {
    body = (
      <Form<CvSettings>
        onSubmit={onSubmit}
        validate={validateCvSettings}
        initialValues={initialValues}
        subscription={{ submitting: true, submitError: true, errors: true, submitFailed: true }}
        render={({ handleSubmit, submitting, submitError, errors, submitFailed, form }) => (
          <>
            <GuardChanges saved={initialValues} />
            <ProfilePicker name={pickerName} value={profile} onChange={chooseProfile} withErrors={submitFailed ? profilesWithErrors(errors) : []} />
            <Layout>
              <FormRoot
                ref={formRef}
                noValidate
                aria-labelledby={headingId}
                onSubmit={async (event) => {
                  await handleSubmit(event);
                  focusFirstError();
                }}
              >
                {CV_PROFILES.map((each) => (
                  <ProfileFields key={each} profile={each} shown={each === profile} />
                ))}
                <ContactFields />
                <OtherProfileErrors profile={profile} />
                {submitError ? <FieldErrorText role="alert">{String(submitError)}</FieldErrorText> : null}
                <FormActions>
                  <RevertButton saved={initialValues} submitting={Boolean(submitting)} form={form} />
                  <SaveActions saved={initialValues} submitting={Boolean(submitting)} />
                </FormActions>
              </FormRoot>
              <Aside aria-labelledby={previewHeadingId}>
                <SubHeading id={previewHeadingId}>Preview</SubHeading>
                <CvLinks profile={profile} hintId={linksHintId} />
                <CvPreview profile={profile} />
              </Aside>
            </Layout>
          </>
        )}
      />
    );
  }

  return (
    <CardFrame as="section" aria-labelledby={headingId}>
      <Header>
        <HeaderText>
          <Heading id={headingId} tabIndex={-1}>
            CV
          </Heading>
          <CardDescription>
            A CV per persona, and one of all of them, made from the portfolio: choose each one&apos;s sections and their order, how many items each shows,
            a summary, the contact details it shows and its page size.
          </CardDescription>
        </HeaderText>
      </Header>
      {body}
    </CardFrame>
  );
}
