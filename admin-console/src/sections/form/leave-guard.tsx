import { Button, Dialog } from '@folio/shared-ui';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/store';
import { closeForm, keepOnlyForm, selectForm } from './console-slice';
import { formKeyAt } from '../navigation/console-routes';
import { definitionOf } from '../definitions';
import { clearAutosave } from './draft-storage';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/** Runs `leave` at once, or after the admin agreed to drop the open form's changes. */
type ConfirmLeave = (leave: () => void) => void;

const LeaveContext = createContext<ConfirmLeave>((leave) => leave());

/** Cancel, Esc, Logout and the like ask through this before they drop a changed form. */
export const useConfirmLeave = () => useContext(LeaveContext);

/** A screen whose form is no kind of content (the CV settings): whether it has changes, at which path, and what it is called. */
interface ScreenChanges {
  path: string;
  entity: string;
}
const ScreenChangesContext = createContext<(changes: ScreenChanges | null) => void>(() => undefined);

/**
 * For a form kept outside the console slice (features/cv): while `changed` holds, leaving the
 * address it is at asks first, like a content form ('You have unsaved changes in this <entity>').
 */
export function useGuardChanges(changed: boolean, entity: string) {
  const report = useContext(ScreenChangesContext);
  const { pathname } = useLocation();
  useEffect(() => {
    report(changed ? { path: pathname, entity } : null);
    return () => report(null);
  }, [report, changed, pathname, entity]);
}

/** Closing or reloading the tab asks the browser's own question while `ask` holds. */
function useBeforeUnload(ask: boolean) {
  useEffect(() => {
    if (!ask) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [ask]);
}

/**
 * Nothing typed is lost by leaving: while the form the address shows has changes, every way out asks
 * 'Discard unsaved changes?' first (Keep editing / Discard changes): another address inside the
 * console (tabs, the dropdowns, Back and Forward, links; react-router's blocker), Cancel and Esc
 * (through useConfirmLeave), and closing or reloading the tab (beforeunload). Discarding drops the
 * typed values and the form's autosaved draft. Query changes (a list's page beside the form) stay.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const key = formKeyAt(pathname);
  const open = useAppSelector(selectForm(key));
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  // A screen's own changes (useGuardChanges): state for what is shown, a ref for the moment of asking.
  const [screenChanges, setScreenChanges] = useState<ScreenChanges | null>(null);
  const screenRef = useRef<ScreenChanges | null>(null);
  const reportScreenChanges = useCallback((changes: ScreenChanges | null) => {
    screenRef.current = changes;
    setScreenChanges(changes);
  }, []);

  // Read from the store at the moment of asking: a save or a discard dispatched just before a
  // navigation must let that navigation through.
  const changedAt = useCallback(
    (path: string) => {
      const at = formKeyAt(path);
      return Boolean(at && store.getState().console.forms[at]?.changed) || screenRef.current?.path === path;
    },
    [store],
  );
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && changedAt(currentLocation.pathname),
    [changedAt],
  );
  const blocker = useBlocker(shouldBlock);

  // Only the form at the address keeps its typed values.
  useEffect(() => {
    dispatch(keepOnlyForm(key));
  }, [dispatch, key]);

  useBeforeUnload(Boolean(open?.changed) || screenChanges?.path === pathname);

  const path = useRef(pathname);
  path.current = pathname;
  const confirm = useCallback<ConfirmLeave>((leave) => (changedAt(path.current) ? setPending({ leave }) : leave()), [changedAt]);

  const blocked = blocker.state === 'blocked';
  const keepEditing = () => {
    setPending(null);
    if (blocked) blocker.reset();
  };
  const discard = () => {
    if (open) {
      clearAutosave(open.resource, open.id);
      dispatch(closeForm(open));
    }
    screenRef.current = null;
    setPending(null);
    if (blocked) blocker.proceed();
    else pending?.leave();
  };

  const entity = open ? definitionOf(open.resource).labels.entity : (screenChanges?.entity ?? 'form');
  return (
    <LeaveContext.Provider value={confirm}>
      <ScreenChangesContext.Provider value={reportScreenChanges}>{children}</ScreenChangesContext.Provider>
      <Dialog
        open={pending !== null || blocked}
        onOpenChange={(isOpen) => (isOpen ? undefined : keepEditing())}
        title="Discard unsaved changes?"
        description={`You have unsaved changes in this ${entity}. Leave without saving?`}
      >
        <Actions>
          <Button $variant="outline" onClick={keepEditing}>
            Keep editing
          </Button>
          <Button $variant="destructive" onClick={discard}>
            Discard changes
          </Button>
        </Actions>
      </Dialog>
    </LeaveContext.Provider>
  );
}
