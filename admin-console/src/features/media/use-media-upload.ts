import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isUnauthorized } from '../../api/errors';
import { useSelector } from 'react-redux';
import { useUploadMediaMutation } from './media-endpoints';
import { stageFile } from './staged-files';
import { selectUploadPercent } from './upload-progress-slice';
import type { UploadResult } from './upload-query';

/** What one upload came to: the library's item, or the message to show (null after a 401: the login card says it). */
export type UploadOutcome = { result: UploadResult; error?: undefined } | { error: string | null; result?: undefined };

/**
 * Uploads one file at a time through the upload mutation, with the running upload's name and percent.
 * An upload still running when the component goes away is cancelled.
 */
export function useMediaUpload() {
  const [upload] = useUploadMediaMutation();
  const [current, setCurrent] = useState<{ id: string; name: string } | null>(null);
  const percent = useSelector(selectUploadPercent(current?.id ?? null));
  const running = useRef<{ abort: () => void } | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File, altText?: string): Promise<UploadOutcome> => {
      const uploadId = stageFile(file);
      setCurrent({ id: uploadId, name: file.name });
      const request = upload({ uploadId, ...(altText ? { altText } : {}) });
      running.current = request;
      try {
        return { result: await request.unwrap() };
      } catch (error) {
        return { error: isUnauthorized(error) ? null : errorMessage(error, 'Failed to upload image') };
      } finally {
        running.current = null;
        setCurrent(null);
      }
    },
    [upload],
  );

  return { start, uploading: current !== null, name: current?.name ?? '', percent };
}
