import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type DeleteObjectsCommandInput,
  type DeleteObjectsCommandOutput,
} from '@aws-sdk/client-s3';
import type { BuildMiddleware } from '@smithy/types';
import type { S3StorageConfig } from './config.js';
import { assertMediaFileName, IMMUTABLE_CACHE_CONTROL, isMediaFileName, type MediaStorage } from './media-storage.js';

/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

/** pageSize: keys per ListObjectsV2 page (S3's maximum is 1000; tests use a few to see the paging). */
export type S3StorageOptions = { pageSize?: number };

const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** The library in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), every key under `config.prefix`. */
export function createS3MediaStorage(config: S3StorageConfig, options: S3StorageOptions = {}): MediaStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Other stores than AWS do not all know the CRC32 checksums the SDK now sends and checks by default.
    ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    // The SDK would otherwise wait forever on a store that stops answering.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  const keyOf = (name: string) => {
    assertMediaFileName(name);
    return `${config.prefix}${name}`;
  };

  return {
    kind: 's3',

    async put(name, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }));
    },

    async get(name) {
      try {
        const { Body, ContentLength } = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!(Body instanceof Readable)) throw new Error(`S3 answered GetObject for ${name} without a readable body`);
        return { body: Body, byteSize: ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async has(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async remove(names) {
      const keys = names.map(keyOf);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const command = new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key })), Quiet: true } });
        withContentMd5(command);
        const { Errors } = await client.send(command);
        if (Errors && Errors.length > 0) {
          const first = Errors[0]!;
          throw new Error(`S3 did not delete ${Errors.length} of the media files (${first.Key}: ${first.Code} ${first.Message ?? ''})`.trim());
        }
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: config.prefix, ContinuationToken, ...(options.pageSize ? { MaxKeys: options.pageSize } : {}) }),
        );
        for (const { Key } of page.Contents ?? []) {
          const name = Key?.slice(config.prefix.length);
          if (name && isMediaFileName(name)) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async close() {
      client.destroy();
    },
  };
}

/**
 * DeleteObjects must carry a checksum of its body. The SDK now sends a CRC32 one, which some
 * S3-compatible stores refuse; Content-MD5, which every store and AWS itself accept, goes instead
 * (the SDK's own advice: supplemental-docs/MD5_FALLBACK.md of aws-sdk-js-v3).
 */
function withContentMd5(command: DeleteObjectsCommand): void {
  const contentMd5: BuildMiddleware<DeleteObjectsCommandInput, DeleteObjectsCommandOutput> = (next) => async (args) => {
    const request = args.request as { headers?: Record<string, string>; body?: unknown };
    if (request.headers && (typeof request.body === 'string' || request.body instanceof Uint8Array)) {
      for (const header of Object.keys(request.headers)) {
        if (/^x-amz-(sdk-)?checksum-/i.test(header)) delete request.headers[header];
      }
      request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
    }
    return next(args);
  };
  command.middlewareStack.addRelativeTo(contentMd5, { relation: 'after', toMiddleware: 'flexibleChecksumsMiddleware', name: 'folioContentMd5' });
}
