import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@edugate/api-client/messages';
import { apiRoot } from '../config.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';

const assetsDir = path.join(apiRoot, 'assets', 'courses');

/**
 * Serves the course illustrations that ship with the product (GET /assets/courses/{file} of the
 * contract). They are few and small, so they are read once into memory; their names never change
 * content, hence the year-long cache.
 */
export function assetHandlers(): Pick<OperationHandlers, 'getCourseImage'> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(assetsDir)) {
    if (name.endsWith('.svg')) files.set(name, readFileSync(path.join(assetsDir, name)));
  }
  return {
    async getCourseImage(request, reply) {
      const content = files.get(request.params.file);
      if (!content) throw notFound(messages.imageNotFound);
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(content);
    },
  };
}
