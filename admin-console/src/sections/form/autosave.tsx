import { Button } from '@folio/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useAppSelector, useAppStore } from '../../app/store';
import type { Entity } from '../../api/resource-endpoints';
import { formKey } from '../navigation/console-routes';
import { clearAutosave, loadAutosave, saveAutosave, type AutosavedDraft } from './draft-storage';
import { applyValues, valuesDiffer } from './form-values';
import type { SectionDefinition } from '../section-definition';
import { Notice, NoticeButtons } from '../widgets/notice-styles';

/** How long typing must pause before the draft is written. */
export const AUTOSAVE_DELAY_MS = 1000;

/** When a draft was written: the time alone today, else the date too. */
export function draftTime(savedAt: string, now = new Date()): string {
  const at = new Date(savedAt);
  return at.toDateString() === now.toDateString()
    ? at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

interface AutosaveProps {
  definition: SectionDefinition;
  /** The edited item's id; none for an add form. */
  id?: number;
}

/**
 * Writes what is typed to this browser's storage once typing pauses (and at once when the page is
 * hidden, e.g. the tab closes); drops it when the values are back to what the form opened with.
 * Nothing is written while saving, nor once the form was saved, discarded or left (its values are
 * gone from the store by then).
 */
export function AutosaveWriter({ definition, id }: AutosaveProps) {
  const { resource } = definition;
  const store = useAppStore();
  const { values, initialValues, submitting } = useFormState({ subscription: { values: true, initialValues: true, submitting: true } });
  const changed = valuesDiffer(definition, values, initialValues ?? {});
  const wrote = useRef(false);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (submitting) return;
    if (!changed) {
      if (wrote.current) clearAutosave(resource, id);
      wrote.current = false;
      return;
    }
    const write = () => {
      pending.current = null;
      if (!store.getState().console.forms[formKey(resource, id)]) return;
      const updatedAt = typeof values.updatedAt === 'string' ? values.updatedAt : null;
      saveAutosave(resource, id, { values, savedAt: new Date().toISOString(), updatedAt });
      wrote.current = true;
    };
    pending.current = write;
    const timer = setTimeout(write, AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      pending.current = null;
    };
  }, [values, changed, submitting, resource, id, store]);

  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
  return null;
}

/**
 * 'Restore unsaved changes from <time>?' when this form's autosaved draft differs from what the form
 * opened with. Restore puts the draft's values in the form (its `updatedAt` too, so a save over a
 * version stored since is refused and compared, as any stale save is); Discard drops the draft.
 */
export function AutosaveOffer({ definition, id, item, onSettled }: AutosaveProps & { item?: Entity; onSettled: () => void }) {
  const { resource, labels } = definition;
  const form = useForm<Record<string, unknown>>();
  const key = formKey(resource, id);
  // A session-end draft of the same form is offered above the sections: one offer at a time.
  const sessionDraft = useAppSelector((state) => state.console.drafts.some((draft) => formKey(draft.resource, draft.id) === key));
  const [draft, setDraft] = useState<AutosavedDraft | null>(() => {
    const saved = loadAutosave(resource, id);
    return saved && valuesDiffer(definition, saved.values, form.getState().initialValues ?? {}) ? saved : null;
  });
  if (!draft || sessionDraft) return null;

  const settle = () => {
    setDraft(null);
    onSettled();
  };
  const restore = () => {
    applyValues(form, draft.values);
    settle();
  };
  const discard = () => {
    clearAutosave(resource, id);
    settle();
  };
  const storedSince = Boolean(item?.updatedAt && draft.updatedAt && item.updatedAt !== draft.updatedAt);
  return (
    <Notice role="region" aria-label="Unsaved changes">
      <p>
        Restore unsaved changes from {draftTime(draft.savedAt)}?
        {storedSince ? ` The stored ${labels.entity} has changed since.` : ''}
      </p>
      <NoticeButtons>
        <Button $size="sm" onClick={restore}>
          Restore
        </Button>
        <Button $size="sm" $variant="ghost" onClick={discard}>
          Discard
        </Button>
      </NoticeButtons>
    </Notice>
  );
}
