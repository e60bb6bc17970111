export * from './toast-provider';
export { dismissToast, toast, type ToastAction, type ToastInput, type ToastVariant } from './toast-store';
export * from './use-toast';
