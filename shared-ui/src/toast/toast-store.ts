import { LIMITS } from '@folio/contracts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead (Radix requires it); defaults to the label. */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastRecord extends ToastInput {
  id: string;
  open: boolean;
}

/** Time for the closing animation before a dismissed toast leaves the list. */
const REMOVE_DELAY_MS = 300;

type Listener = () => void;

let toasts: readonly ToastRecord[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function publish(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastRecord[] {
  return toasts;
}

/** Closes one toast (or all); it is removed once its closing animation has run. */
export function dismissToast(id?: string): void {
  publish(toasts.map((record) => (id === undefined || record.id === id ? { ...record, open: false } : record)));
  setTimeout(() => {
    publish(toasts.filter((record) => record.open || (id !== undefined && record.id !== id)));
  }, REMOVE_DELAY_MS);
}

/** Shows a notice; the newest replaces older ones beyond the visible limit. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, LIMITS.toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}
