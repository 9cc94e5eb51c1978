import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@edugate/api-client/messages';
import { apiRoot } from '../config.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';

const YEAR = 'public, max-age=31536000, immutable';

const LESSON_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The files of one folder of assets/ whose extension is listed, read once into memory. */
function readAssets(folder: string, types: Record<string, string>): Map<string, Buffer> {
  const dir = path.join(apiRoot, 'assets', folder);
  const files = new Map<string, Buffer>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    if (path.extname(name) in types) files.set(name, readFileSync(path.join(dir, name)));
  }
  return files;
}

/**
 * Sends `content` as `type`, or the one byte range a `Range: bytes=a-b` header asks for (206), as
 * a video element does to seek. Any other range is ignored (the whole file, 200), or refused when
 * it starts past the end or ends before it starts (416, as RFC 9110 allows). The refusal is JSON
 * like every other error and is not cached: only the file's own bytes carry the file's type and
 * its year-long cache.
 */
function sendRange(request: FastifyRequest, reply: FastifyReply, content: Buffer, type: string) {
  reply.header('accept-ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range?.trim() ?? '');
  const sendFile = (body: Buffer) =>
    reply.header('content-type', type).header('cache-control', YEAR).send(body);
  if (!range || (range[1] === '' && range[2] === '')) return sendFile(content);
  const size = content.length;
  let start: number;
  let end: number;
  if (range[1] === '') {
    // bytes=-n: the last n bytes.
    start = Math.max(0, size - Number(range[2]));
    end = size - 1;
  } else {
    start = Number(range[1]);
    end = range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  }
  if (start >= size || start > end) {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send({ error: messages.rangeNotSatisfiable });
  }
  reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return sendFile(content.subarray(start, end + 1));
}

/**
 * Serves the files that ship with the product: course illustrations (GET
 * /assets/courses/{file}) and the videos, captions and figures of the seeded lessons (GET
 * /assets/lessons/{file}). They are few and small, so they are read once into memory; their
 * names never change content, hence the year-long cache.
 */
export function assetHandlers(): Pick<OperationHandlers, 'getCourseImage' | 'getLessonAsset'> {
  const images = readAssets('courses', { '.svg': 'image/svg+xml' });
  const lessonFiles = readAssets('lessons', LESSON_TYPES);
  return {
    async getCourseImage(request, reply) {
      const content = images.get(request.params.file);
      if (!content) throw notFound(messages.imageNotFound);
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', YEAR)
        .send(content);
    },

    async getLessonAsset(request, reply) {
      const name = request.params.file;
      const content = lessonFiles.get(name);
      const type = LESSON_TYPES[path.extname(name)];
      if (!content || !type) throw notFound(messages.imageNotFound);
      return sendRange(request, reply, content, type);
    },
  };
}
