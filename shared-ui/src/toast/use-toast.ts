import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, toast } from './toast-store';

export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return { toasts, toast, dismiss: dismissToast };
}
