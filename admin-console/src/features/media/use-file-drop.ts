import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drag and drop of files onto an element: spread `props` on it; `over` is true while files are held
 * over it. A drop is always taken (so the browser never opens the file in place of the console), and
 * handed to `onFiles` unless `enabled` is false.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so leaving a child is not leaving the zone.
  const depth = useRef(0);
  const props = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop: (event: DragEvent) => {
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      if (enabled) onFiles(files);
    },
  };
  return { over: over && enabled, props };
}
