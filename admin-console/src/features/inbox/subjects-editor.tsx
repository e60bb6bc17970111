import { contactSubjectsStruct, DEFAULT_CONTACT_SUBJECTS, TAG_TYPES, type ContactSubjects } from '@folio/contracts';
import { Button, CardDescription, FieldErrorText } from '@folio/shared-ui';
import { useId, useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { inboxPath } from '../../sections/navigation/console-routes';
import { FormActions } from '../../sections/list/list-styles';
import { CardFrame, Header, HeaderText, Heading } from '../../sections/section-frame';
import { SettingsNotLoaded, settingsSubmit } from '../../sections/form/settings-form';
import { useGetContactSubjectsQuery, useUpdateContactSubjectsMutation } from './inbox-endpoints';
import { SubjectListField } from './subject-list-field';
import { subjectSubmissionErrors, validateSubjects } from './subjects-validation';

const BackLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;

const FormRoot = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
  align-items: start;
  gap: 1rem;
`;

/** The lists as the form edits them: every persona's, copied (the cache's arrays are frozen). */
const editable = (subjects: Partial<ContactSubjects> | undefined): ContactSubjects =>
  Object.fromEntries(TAG_TYPES.map((type) => [type, [...(subjects?.[type] ?? DEFAULT_CONTACT_SUBJECTS[type])]])) as ContactSubjects;

/**
 * The subjects each persona's contact form offers (/admin/inbox/subjects): checked with the same
 * contract as the API's, saved together with PUT; 'Reset to defaults' puts back the lists the site
 * starts with (saved only with 'Save subjects').
 */
export function SubjectsEditor() {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { search } = useLocation();
  const subjects = useGetContactSubjectsQuery();
  const [save] = useUpdateContactSubjectsMutation();
  // Made again only when the lists are read again (after a save): the form starts over from them.
  const initialValues = useMemo(() => (subjects.data ? editable(subjects.data) : undefined), [subjects.data]);

  const onSubmit = settingsSubmit<ContactSubjects>({
    struct: contactSubjectsStruct,
    validate: validateSubjects,
    save,
    submissionErrors: subjectSubmissionErrors,
    failure: 'Failed to save subjects',
    success: 'Subjects saved successfully',
  });
  const focusFirstError = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  let body;
  if (subjects.isError || !initialValues) {
    body = <SettingsNotLoaded error={subjects.isError ? subjects.error : undefined} refetch={subjects.refetch} what="the subjects" loading="Loading subjects..." />;
  } else {
    body = (
      <Form<ContactSubjects>
        onSubmit={onSubmit}
        validate={validateSubjects}
        initialValues={initialValues}
        subscription={{ submitting: true, submitError: true, pristine: true }}
        render={({ handleSubmit, submitting, submitError, pristine, form }) => (
          <FormRoot
            ref={formRef}
            noValidate
            aria-labelledby={headingId}
            onSubmit={async (event) => {
              await handleSubmit(event);
              focusFirstError();
            }}
          >
            <Lists>
              {TAG_TYPES.map((type) => (
                <SubjectListField key={type} persona={type} />
              ))}
            </Lists>
            {submitError ? <FieldErrorText role="alert">{String(submitError)}</FieldErrorText> : null}
            <FormActions>
              <Button
                type="button"
                $variant="outline"
                disabled={submitting}
                onClick={() => form.batch(() => TAG_TYPES.forEach((type) => form.change(type, [...DEFAULT_CONTACT_SUBJECTS[type]])))}
              >
                Reset to defaults
              </Button>
              <Button type="button" $variant="ghost" disabled={submitting || pristine} onClick={() => form.reset()}>
                Revert changes
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Saving...' : 'Save subjects'}
              </Button>
            </FormActions>
          </FormRoot>
        )}
      />
    );
  }

  return (
    <CardFrame as="section" aria-labelledby={headingId}>
      <BackLink to={`${inboxPath()}${search}`}>Back to Inbox</BackLink>
      <Header>
        <HeaderText>
          <Heading id={headingId} tabIndex={-1}>
            Contact form subjects
          </Heading>
          <CardDescription>
            The subjects a visitor can choose from on each persona&apos;s contact form, in the order shown. A persona with no subjects shows no subject field.
          </CardDescription>
        </HeaderText>
      </Header>
      {body}
    </CardFrame>
  );
}

