import { STALE_ITEM_MESSAGE, requestErrorMessage, type FieldErrors } from '@folio/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * What every failed call of the console yields. `message` is the spec's error text '<status>: <body>' (the
 * body being the API's JSON `message` when it has one), or null when no answer arrived at all,
 * so the caller shows its own fallback ('Failed to add company', 'Invalid credentials', …).
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string | null;
  /** The API's 400/409 `fields`: the spec's validation message per field. */
  fields?: FieldErrors;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (isRecord(data) && typeof data.message === 'string') return data.message;
  return JSON.stringify(data);
}

function fieldsOf(data: unknown): FieldErrors | undefined {
  if (!isRecord(data) || !isRecord(data.fields)) return undefined;
  const entries = Object.entries(data.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Turns fetchBaseQuery's error (and the response, for its status text) into an ApiError. */
export function toApiError(error: FetchBaseQueryError, response?: Pick<Response, 'statusText'>): ApiError {
  if (typeof error.status === 'number') {
    const fields = fieldsOf(error.data);
    return {
      status: error.status,
      message: requestErrorMessage(error.status, bodyText(error.data), response?.statusText || 'Request failed'),
      ...(fields ? { fields } : {}),
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: error.originalStatus,
      message: requestErrorMessage(error.originalStatus, bodyText(error.data), response?.statusText || 'Request failed'),
    };
  }
  return { status: error.status, message: null };
}

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && 'status' in value && 'message' in value;
}

/** The message to show for a failed call: the server's, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/** A PUT refused because the item was saved elsewhere since it was loaded (409 with the API's one message for it). */
export const isStaleEdit = (error: unknown) => isApiError(error) && error.status === 409 && Boolean(error.message?.endsWith(STALE_ITEM_MESSAGE));
