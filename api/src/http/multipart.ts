import busboy from 'busboy';
import type { Context } from 'koa';
import { HttpError } from './http-error.js';
import { invalidInput } from '../domain-error.js';

export type FileUpload = { bytes: Buffer; fileName: string; fields: Record<string, string> };

/** Room for the form's own framing and small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart/form-data body holding one file in `fileField` (and small text fields), up to
 * `maxBytes` of file. A larger file is refused with 413 as soon as it is known to be larger: from
 * Content-Length before reading, or when the stream passes the limit (the rest is read and dropped,
 * so the client gets the answer instead of a reset connection).
 */
export async function readFileUpload(ctx: Context, fileField: string, maxBytes: number, tooLarge: string, noFile: string): Promise<FileUpload> {
  if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'Send the image as multipart/form-data, in a field named "file"');
  if (Number(ctx.get('content-length') || 0) > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new HttpError(413, tooLarge);

  return new Promise<FileUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 4096, parts: 12 } });
    } catch {
      reject(invalidInput({ file: noFile }, 'The upload is not a well-formed multipart/form-data body'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: { chunks: Buffer[]; fileName: string } | null = null;
    let failure: HttpError | null = null;

    parser.on('file', (name, stream, info) => {
      if (name !== fileField || file) {
        stream.resume();
        return;
      }
      const current = { chunks: [] as Buffer[], fileName: info.filename ?? '' };
      file = current;
      stream.on('data', (chunk: Buffer) => current.chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new HttpError(413, tooLarge);
        current.chunks = [];
      });
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('error', () => reject(invalidInput({ file: noFile }, 'The upload is not a well-formed multipart/form-data body')));
    parser.on('close', () => {
      if (failure) return reject(failure);
      const found = file as { chunks: Buffer[]; fileName: string } | null;
      if (!found) return reject(invalidInput({ file: noFile }, noFile));
      resolve({ bytes: Buffer.concat(found.chunks), fileName: found.fileName, fields });
    });
    ctx.req.pipe(parser);
  });
}
