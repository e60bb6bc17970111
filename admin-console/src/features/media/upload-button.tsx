import { MEDIA_TYPES } from '@folio/contracts';
import { Button, type ButtonSize, type ButtonVariant } from '@folio/shared-ui';
import { useRef, type ReactNode } from 'react';

/** The file picker offers the types the library accepts (the API still decides from the bytes). */
export const MEDIA_ACCEPT = Object.keys(MEDIA_TYPES).join(',');

export interface UploadButtonProps {
  onFiles: (files: File[]) => void;
  /** Names the hidden file input (tests and assistive technology reach it by this label). */
  inputLabel: string;
  children: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/** A button that opens the file picker for images; the chosen files go to `onFiles`. */
export function UploadButton({ onFiles, inputLabel, children, multiple, disabled, $variant = 'outline', $size = 'sm' }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button $variant={$variant} $size={$size} onClick={() => input.current?.click()} disabled={disabled}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={MEDIA_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        aria-label={inputLabel}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so that choosing the same file again is a change too.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
