import { createS3Client } from '../../adapters/s3/s3-client.ts';
import { s3FileStore } from '../../adapters/s3/s3-file-store.ts';
import type { AdapterFactory } from './adapter-factory.ts';

/** Uploads and downloads: the S3 client and its presigner. */
export const s3Files: AdapterFactory<'files'> = { port: 'files', build: (c) => s3FileStore(createS3Client(c), c.UPLOAD_BUCKET) };
