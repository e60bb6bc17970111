import { resolve } from 'node:path';

export type LocalStorageConfig = { kind: 'local'; dir: string };
export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  /** null: AWS S3 itself; else the store's address (MinIO, R2, …). */
  endpoint: string | null;
  region: string;
  /** null (both): the AWS SDK's default credentials (environment, shared files, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** '' (the bucket's root) or a folder ending in '/'. */
  prefix: string;
};
export type MediaStorageConfig = LocalStorageConfig | S3StorageConfig;

type Env = Record<string, string | undefined>;

const BUCKET = /^[a-z0-9][a-z0-9.\-_]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Reads MEDIA_* from `env`; each wrong value adds a message naming its variable to `problems`. */
export function loadMediaStorageConfig(env: Env, problems: string[]): MediaStorageConfig {
  const optional = (name: string) => env[name]?.trim() || null;
  const flag = (name: string, fallback: boolean) => {
    const raw = optional(name)?.toLowerCase();
    if (!raw) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const kind = optional('MEDIA_STORAGE')?.toLowerCase() ?? 'local';
  if (kind !== 'local' && kind !== 's3') {
    problems.push(`MEDIA_STORAGE must be local (a folder, MEDIA_DIR) or s3 (a bucket, MEDIA_S3_BUCKET) (got "${env.MEDIA_STORAGE?.trim()}")`);
  }
  if (kind !== 's3') return { kind: 'local', dir: resolve(optional('MEDIA_DIR') ?? 'data/media') };

  const bucket = optional('MEDIA_S3_BUCKET') ?? '';
  if (!bucket) problems.push('MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3: the name of the bucket that holds the media files');
  else if (!BUCKET.test(bucket)) problems.push(`MEDIA_S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`);

  const endpoint = optional('MEDIA_S3_ENDPOINT');
  if (endpoint !== null && !isHttpUrl(endpoint)) {
    problems.push(`MEDIA_S3_ENDPOINT must be an http(s) address such as https://s3.example.com or http://127.0.0.1:9000 (got "${endpoint}"); leave it unset for AWS S3`);
  }

  const region = optional('MEDIA_S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) problems.push(`MEDIA_S3_REGION must be a region name such as us-east-1 or auto (got "${region}")`);

  const accessKeyId = optional('MEDIA_S3_ACCESS_KEY_ID');
  const secretAccessKey = optional('MEDIA_S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    problems.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK\'s default credentials');
  }

  const rawPrefix = optional('MEDIA_S3_PREFIX') ?? 'media/';
  const segments = rawPrefix.split('/').filter(Boolean);
  if (!segments.every((segment) => PREFIX_SEGMENT.test(segment) && segment !== '.' && segment !== '..')) {
    problems.push(`MEDIA_S3_PREFIX must be a folder of the bucket such as media/ (letters, digits, '.', '_', '-' and '/'), or / for the bucket's root (got "${rawPrefix}")`);
  }

  return {
    kind: 's3',
    bucket,
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag('MEDIA_S3_FORCE_PATH_STYLE', endpoint !== null),
    prefix: segments.length > 0 ? `${segments.join('/')}/` : '',
  };
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
