import { STALE_ITEM_MESSAGE } from '@folio/contracts';
import { Button } from '@folio/shared-ui';
import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { useLazyGetResourceItemQuery, useResourceList, type Entity } from '../../api/resource-endpoints';
import { pathsOf } from '../../api/resources';
import type { SectionDefinition } from '../section-definition';

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: 0.5rem;
`;

const Differences = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: 0.375rem 1rem;
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

type Stage = { kind: 'changed' } | { kind: 'loading' } | { kind: 'reloaded'; stored: Entity } | { kind: 'gone' } | { kind: 'failed'; message: string };

const comparable = (value: unknown) =>
  Array.isArray(value) ? [...value].map(String).sort().join('\u0000') : value === null || value === undefined ? '' : String(value).trim();

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

const formValuesOf = (definition: SectionDefinition, item: Entity) => {
  const { id: _id, ...values } = definition.toFormValues ? definition.toFormValues(item as never) : item;
  return values;
};

/**
 * Shown in the form after a save was refused because the item was saved elsewhere (409). The typed
 * values stay in the form; 'Reload' fetches the stored item and lists, field by field, where it
 * differs from them. From then on a save replaces the stored version (the form now carries its
 * `updatedAt`), or 'Use the stored version' puts the stored values in the form instead.
 */
export function StaleEditNotice({
  definition,
  id,
  onDone,
}: {
  definition: SectionDefinition;
  id: number;
  onDone: () => void;
}) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const loadsItem = Boolean(pathsOf(definition.resource).paged);
  const list = useResourceList(definition.resource, { skip: loadsItem });
  const [getItem] = useLazyGetResourceItemQuery();
  const [stage, setStage] = useState<Stage>({ kind: 'changed' });
  const { entity } = definition.labels;

  const reload = async () => {
    setStage({ kind: 'loading' });
    if (loadsItem) {
      const result = await getItem({ resource: definition.resource, id }, false);
      if (result.isError && (result.error as { status?: unknown } | undefined)?.status !== 404) {
        setStage({ kind: 'failed', message: errorMessage(result.error, `Failed to load the ${entity}`) });
      } else if (!result.data) {
        setStage({ kind: 'gone' });
      } else {
        form.change('updatedAt', result.data.updatedAt);
        setStage({ kind: 'reloaded', stored: result.data });
      }
      return;
    }
    const result = await list.refetch();
    if (result.isError) {
      setStage({ kind: 'failed', message: errorMessage(result.error, `Failed to load the ${entity}`) });
      return;
    }
    const stored = (result.data as Entity[] | undefined)?.find((item) => item.id === id);
    if (!stored) {
      setStage({ kind: 'gone' });
      return;
    }
    form.change('updatedAt', stored.updatedAt);
    setStage({ kind: 'reloaded', stored });
  };

  const takeStored = (stored: Entity) => {
    form.initialize(formValuesOf(definition, stored));
    onDone();
  };

  if (stage.kind === 'gone') {
    return (
      <Box role="alert">
        <p>This {entity} no longer exists: it was deleted elsewhere.</p>
      </Box>
    );
  }

  if (stage.kind === 'reloaded') {
    const storedValues = formValuesOf(definition, stage.stored);
    const changed = definition.fields.filter((field) => comparable(storedValues[field.name]) !== comparable(values[field.name]));
    return (
      <Box role="status" aria-label="Stored version">
        <p>
          {changed.length > 0
            ? 'Your changes are still in the form. The stored version differs here:'
            : 'The stored version is the same as what you typed.'}
        </p>
        {changed.length > 0 ? (
          <Differences>
            {changed.map((field) => (
              <div key={field.name} style={{ display: 'contents' }}>
                <dt>{field.label}</dt>
                <dd>{shown(storedValues[field.name])}</dd>
              </div>
            ))}
          </Differences>
        ) : null}
        <p>Saving now replaces the stored version with what is in the form.</p>
        <Actions>
          <Button $variant="outline" onClick={() => takeStored(stage.stored)}>
            Use the stored version
          </Button>
          <Button $variant="outline" onClick={onDone}>
            Keep my changes
          </Button>
        </Actions>
      </Box>
    );
  }

  return (
    <Box role="alert">
      <p>{stage.kind === 'failed' ? stage.message : STALE_ITEM_MESSAGE}</p>
      <p>What you typed is kept.</p>
      <Actions>
        <Button $variant="outline" onClick={() => void reload()} disabled={stage.kind === 'loading'}>
          {stage.kind === 'loading' ? 'Reloading...' : 'Reload'}
        </Button>
      </Actions>
    </Box>
  );
}
