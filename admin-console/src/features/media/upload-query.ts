import { MEDIA_MESSAGES, type MediaItem } from '@folio/contracts';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { CSRF_HEADER } from '@folio/contracts';
import { API_BASE, noticeSessionEnd, sendWithCsrfToken } from '../../api/api-slice';
import { toApiError, type ApiError } from '../../api/errors';
import { sendUpload } from './send-upload';
import { takeStagedFile } from './staged-files';
import { uploadEnded, uploadProgressed, uploadStarted } from './upload-progress-slice';

export const MEDIA_URL = 'admin/media';

/** The upload mutation's argument: the id of a staged file (see staged-files.ts), and optionally its alt text. */
export interface UploadArgs {
  uploadId: string;
  altText?: string;
}

export interface UploadResult {
  item: MediaItem;
  /** The same bytes were uploaded before: the answer is the item already in the library (200, not 201). */
  existed: boolean;
}

type Outcome = { data: UploadResult; error?: undefined } | { error: ApiError; data?: undefined };

/**
 * POST /api/admin/media as multipart/form-data through XMLHttpRequest, reporting progress to the
 * uploads slice, with the console's rules for every write (CSRF token and its one retry, the end of
 * the session on a 401) and its error text (the spec's '<status>: <body>').
 */
export async function uploadStagedFile({ uploadId, altText }: UploadArgs, api: BaseQueryApi): Promise<Outcome> {
  const file = takeStagedFile(uploadId);
  if (!file) return { error: { status: 'CUSTOM_ERROR', message: MEDIA_MESSAGES.noFile } };
  api.dispatch(uploadStarted({ id: uploadId, total: file.size }));
  try {
    const result = await sendWithCsrfToken(api, async (token): Promise<Outcome> => {
      const body = new FormData();
      body.append('file', file, file.name);
      if (altText) body.append('altText', altText);
      const answer = await sendUpload({
        url: `${API_BASE}/${MEDIA_URL}`,
        body,
        headers: { [CSRF_HEADER]: token },
        signal: api.signal,
        onProgress: (loaded, total) => api.dispatch(uploadProgressed({ id: uploadId, loaded, total })),
      });
      if (answer.status >= 200 && answer.status < 300) return { data: { item: answer.data as MediaItem, existed: answer.status === 200 } };
      return { error: toApiError({ status: answer.status, data: answer.data }, answer) };
    });
    noticeSessionEnd(api, result.error);
    return result;
  } catch {
    // No answer at all (network, or cancelled): the caller shows its own fallback.
    return { error: { status: 'FETCH_ERROR', message: null } };
  } finally {
    api.dispatch(uploadEnded(uploadId));
  }
}
