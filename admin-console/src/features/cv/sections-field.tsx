import { CV_MAX_ITEMS, CV_SECTION_TITLES, CV_SECTIONS, type CvProfile, type CvSectionSetting } from '@folio/contracts';
import { CheckboxField, FieldErrorText, FieldHint, NumberField, VisuallyHidden } from '@folio/shared-ui';
import { useId, useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { SortableRow, SortableRows } from '../../sections/list/sortable-rows';
import { MoveButtons } from '../../sections/widgets/move-buttons';

const Rows = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $hidden: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto auto;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  /* A hidden section stays in its place, dimmed: its order and count are kept for when it shows again. */
  & > [data-title] {
    color: ${({ $hidden, theme }) => ($hidden ? theme.colors.textMuted : theme.colors.text)};
    text-decoration: ${({ $hidden }) => ($hidden ? 'line-through' : 'none')};
  }

  /* On a phone: the handle, the title and 'Show' on one line; the item count and the arrows under them. */
  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'handle title show' 'limit limit move';
    column-gap: 0.5rem;
    padding-inline: 0.5rem;
    & > :nth-child(1) {
      grid-area: handle;
    }
    & > [data-title] {
      grid-area: title;
      font-size: 0.9375rem;
    }
    & > :nth-child(3) {
      grid-area: show;
    }
    & > [data-limit] {
      grid-area: limit;
    }
    & > :nth-child(5) {
      grid-area: move;
    }
  }
`;

/** Broken between words only (a long word still breaks rather than overflow on a phone). */
const Title = styled.span`
  font-weight: 600;
  overflow-wrap: break-word;
`;

/** The item count's label sits beside it, not above, to keep the row one line. */
const Limit = styled.div`
  & > div {
    grid-template-columns: auto 5.5rem;
    align-items: center;
    column-gap: 0.5rem;
  }
  & > div > :not(label):not(input) {
    grid-column: 1 / -1;
  }
`;

const MoveButtonCell = styled.div`
  display: flex;
  gap: 0.25rem;
`;

const sameSections = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const focusLater = (selector: string) => setTimeout(() => document.querySelector<HTMLElement>(selector)?.focus(), 0);

/**
 * One CV's sections, in the CV's order: each moved up or down (or dragged by its handle), shown or
 * hidden, with how many items it lists (1 to CV_MAX_ITEMS). Every section is always there once.
 */
export function SectionsField({ profile }: { profile: CvProfile }) {
  const id = useId();
  const form = useForm();
  const name = `profiles.${profile}.sections`;
  const { input, meta } = useField<CvSectionSetting[]>(name, { isEqual: sameSections, subscription: { value: true, error: true, submitError: true, submitFailed: true } });
  const sections = input.value || [];
  // SortableRows keeps a drop's order while its rows are the same array: numeric ids from the section keys.
  const rows = useMemo(() => sections.map((section, index) => ({ ...section, id: CV_SECTIONS.indexOf(section.key) + 1, index })), [sections]);
  // A message about the list itself (a section missing or twice: only from elsewhere than this editor).
  const listError = [meta.submitFailed ? meta.error : undefined, meta.submitError].find((error): error is string => typeof error === 'string');

  const reorder = (keys: readonly CvSectionSetting['key'][]) =>
    form.change(
      name,
      keys.map((key) => sections.find((section) => section.key === key)!),
    );
  const move = (index: number, by: -1 | 1) => {
    const keys = sections.map((section) => section.key);
    [keys[index], keys[index + by]] = [keys[index + by]!, keys[index]!];
    reorder(keys);
    // Focus stays on the same button of the section, in its new place (or on the other at an end).
    const target = index + by;
    const edge = (by === -1 && target === 0) || (by === 1 && target === sections.length - 1);
    focusLater(`[data-section="${id}-${sections[index]!.key}"] [data-move="${edge ? -by : by}"]`);
  };

  return (
    <>
      <FieldHint id={`${id}-hint`}>The CV shows its sections in this order. A hidden section keeps its place and count.</FieldHint>
      <SortableRows items={rows} labelOf={(row) => CV_SECTION_TITLES[row.key]} onReorder={(ids) => reorder(ids.map((sectionId) => CV_SECTIONS[sectionId - 1]!))}>
        {(ordered) => (
          <Rows aria-label="Sections" aria-describedby={`${id}-hint`}>
            {ordered.map((row) => {
              const title = CV_SECTION_TITLES[row.key];
              const at = `${name}[${row.index}]`;
              return (
                // Keyed by place, as the fields' names are: react-final-form resets a field whose name
                // stops and starts being registered to its initial value, so no field is ever renamed.
                <SortableRow key={row.index} id={row.id} label={title}>
                  {({ handle, style, ref }) => (
                    <Row ref={ref} style={style} $hidden={!row.show} data-section={`${id}-${row.key}`}>
                      {handle}
                      <Title data-title>{title}</Title>
                      <CheckboxField
                        name={`${at}.show`}
                        label={
                          <>
                            Show<VisuallyHidden> {title}</VisuallyHidden>
                          </>
                        }
                      />
                      <Limit data-limit>
                        <NumberField
                          name={`${at}.limit`}
                          label={
                            <>
                              Items<VisuallyHidden> in {title}</VisuallyHidden>
                            </>
                          }
                          min={1}
                          max={CV_MAX_ITEMS}
                        />
                      </Limit>
                      <MoveButtonCell>
                        <MoveButtons
                          name={title}
                          index={row.index}
                          count={sections.length}
                          onMove={move}
                          up={<span aria-hidden="true">↑</span>}
                          down={<span aria-hidden="true">↓</span>}
                        />
                      </MoveButtonCell>
                    </Row>
                  )}
                </SortableRow>
              );
            })}
          </Rows>
        )}
      </SortableRows>
      {listError ? <FieldErrorText role="alert">{listError}</FieldErrorText> : null}
    </>
  );
}
