import { PERSONA_TITLES, SKILL_LEVEL_WORDS, SKILLS_DISPLAYS, SKILLS_DISPLAY_LABELS, siteTextsStruct, type TagType } from '@folio/contracts';
import { Button, CardDescription, FieldErrorText, FramedGroup, SelectField, TextAreaField, TextField } from '@folio/shared-ui';
import type { FormApi } from 'final-form';
import { useId, useMemo, useRef } from 'react';
import { Form, useFormState } from 'react-final-form';
import type { Struct } from 'superstruct';
import styled from 'styled-components';
import { useGuardChanges } from '../../sections/form/leave-guard';
import { FormActions } from '../../sections/list/list-styles';
import { CardFrame, Header, HeaderText, Heading } from '../../sections/section-frame';
import { SettingsNotLoaded, settingsSubmit } from '../../sections/form/settings-form';
import { SiteLink } from '../../sections/navigation/view-on-site';
import { AvailabilityFields } from './availability-fields';
import { CardOrderField } from './card-order-field';
import { useGetSiteTextsQuery, useSaveSiteTextsMutation } from './site-texts-api';
import { editableTexts, siteTextsSubmissionErrors, textsChanged, validateSiteTexts, type SiteTextsValues } from './site-texts-form-values';

const FormRoot = styled.form`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

const Part = styled.section`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

const PartHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const PartHeading = styled.h3`
  font-size: 1.125rem;
  font-weight: 700;
`;

const SKILLS_DISPLAY_OPTIONS = SKILLS_DISPLAYS.map((display) => ({ value: display, label: SKILLS_DISPLAY_LABELS[display] }));
const LEVEL_WORDS_RULE = SKILL_LEVEL_WORDS.map(({ from, word }) => (from > 0 ? `${word} from ${from}%` : `else ${word}`)).join(', ');
const SKILLS_DISPLAY_HINT = `On every persona's Skills section. Levels in words: ${LEVEL_WORDS_RULE}. Years: each skill's Years; a skill without shows its level in words.`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 1rem;
`;

function useChanged(saved: SiteTextsValues): boolean {
  const { values } = useFormState<SiteTextsValues>({ subscription: { values: true } });
  return textsChanged(values, saved);
}

function GuardChanges({ saved }: { saved: SiteTextsValues }) {
  useGuardChanges(useChanged(saved), 'form');
  return null;
}

function Actions({ saved, submitting, form }: { saved: SiteTextsValues; submitting: boolean; form: FormApi<SiteTextsValues> }) {
  const changed = useChanged(saved);
  return (
    <FormActions>
      <Button type="button" $variant="ghost" disabled={submitting || !changed} onClick={() => form.reset(saved)}>
        Revert changes
      </Button>
      <Button type="submit" disabled={submitting || !changed}>
        {submitting ? 'Saving...' : 'Save'}
      </Button>
    </FormActions>
  );
}

/** A persona's card on the chooser: its subtitle (blank: the persona's own) and its three bullets. */
function CardFields({ type }: { type: TagType }) {
  const base = `chooserCards.${type}`;
  return (
    <FramedGroup>
      <legend>{PERSONA_TITLES[type]} card</legend>
      <TextField name={`${base}.subtitle`} label="Subtitle" hint="Blank shows the persona's own subtitle (role and employer)." />
      {[0, 1, 2].map((index) => (
        <TextField key={index} name={`${base}.highlights[${index}]`} label={`Bullet ${index + 1}`} required />
      ))}
    </FramedGroup>
  );
}

function ChooserCards() {
  const { values } = useFormState<SiteTextsValues>({ subscription: { values: true } });
  return (
    <Cards>
      {values.chooserOrder.map((type) => (
        <CardFields key={type} type={type} />
      ))}
    </Cards>
  );
}

/**
 * The Site settings (/admin/site): the owner's words on the public pages, saved together with PUT and
 * read by the site at every request (a save shows on the next page, within the few seconds nginx keeps one).
 */
export function SiteSettingsScreen() {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useGetSiteTextsQuery();
  const [save] = useSaveSiteTextsMutation();
  const initialValues = useMemo(() => (texts.data ? editableTexts(texts.data) : undefined), [texts.data]);

  const onSubmit = settingsSubmit<SiteTextsValues>({
    // The form's values are the contract's input (a blank line as ''), which it turns into the stored texts.
    struct: siteTextsStruct as unknown as Struct<SiteTextsValues, unknown>,
    validate: validateSiteTexts,
    save: (values) => save(values),
    submissionErrors: siteTextsSubmissionErrors,
    failure: 'Failed to save the site settings',
    success: 'Site settings saved successfully',
  });
  const focusFirstError = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  let body;
  if (texts.isError || !initialValues) {
    body = <SettingsNotLoaded error={texts.isError ? texts.error : undefined} refetch={texts.refetch} what="the site settings" loading="Loading the site settings..." />;
  } else {
    body = (
      <Form<SiteTextsValues>
        onSubmit={onSubmit}
        validate={validateSiteTexts}
        initialValues={initialValues}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError, form }) => (
          <FormRoot
            ref={formRef}
            noValidate
            aria-labelledby={headingId}
            onSubmit={async (event) => {
              await handleSubmit(event);
              focusFirstError();
            }}
          >
            <GuardChanges saved={initialValues} />
            <Part aria-labelledby={`${headingId}-chooser`}>
              <PartHeader>
                <PartHeading id={`${headingId}-chooser`}>Persona chooser</PartHeading>
                <SiteLink path="/">View on site</SiteLink>
              </PartHeader>
              <TextField name="chooserSubtitle" label="Subtitle line" required hint="Under your name on the chooser; also your headline on the CV of all personas." />
              <CardOrderField />
              <ChooserCards />
            </Part>
            <Part aria-labelledby={`${headingId}-blog`}>
              <PartHeader>
                <PartHeading id={`${headingId}-blog`}>Blog</PartHeading>
                <SiteLink path="/blog">View on site</SiteLink>
              </PartHeader>
              <TextAreaField name="blogIntro" label="Intro line" rows={2} hint="Under the blog's title. Blank shows none." />
            </Part>
            <Part aria-labelledby={`${headingId}-contact`}>
              <PartHeading id={`${headingId}-contact`}>Contact section</PartHeading>
              <TextAreaField name="contactIntro" label="Invitation" rows={2} hint="Above the contact form. Blank shows none." />
              <TextField name="contactReplyPromise" label="Reply-time promise" hint="Said after the invitation, e.g. 'I reply within two working days.' Blank shows none." />
              <TextField name="availableFor" label="Available for" hint="What you take on now, shown above the form, e.g. 'Available for two new projects from March.' Blank shows none." />
            </Part>
            <Part aria-labelledby={`${headingId}-hiring`}>
              <PartHeading id={`${headingId}-hiring`}>Persona pages</PartHeading>
              <CardDescription>Under each persona's hero: when you are available and for what. Both blank shows no line.</CardDescription>
              <AvailabilityFields />
              <SelectField
                name="skillsDisplay"
                label="Skills shown as"
                options={SKILLS_DISPLAY_OPTIONS}
                required
                hint={SKILLS_DISPLAY_HINT}
              />
            </Part>
            {submitError ? <FieldErrorText role="alert">{String(submitError)}</FieldErrorText> : null}
            <Actions saved={initialValues} submitting={Boolean(submitting)} form={form} />
          </FormRoot>
        )}
      />
    );
  }

  return (
    <CardFrame as="section" aria-labelledby={headingId}>
      <Header>
        <HeaderText>
          <Heading id={headingId} tabIndex={-1}>
            Site settings
          </Heading>
          <CardDescription>
            The words visitors read on the persona chooser, the blog, the contact section and the persona pages. A save shows on the site within a few seconds, without a rebuild.
          </CardDescription>
        </HeaderText>
      </Header>
      {body}
    </CardFrame>
  );
}
