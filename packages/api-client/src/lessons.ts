/**
 * The rules of a lesson's media addresses (docs/product.md, Learning: a video is an MP4 or WebM
 * file over https or from the API's own assets; captions are WebVTT), in one place for the
 * server, the mocks and the lesson form. Self-contained: the server loads this file at run time.
 */

/** Where the API serves the files lessons use (openapi.yaml, getLessonAsset). */
export const LESSON_ASSET_PATH = '/assets/lessons/';

const EXTENSIONS = { video: /\.(mp4|webm)$/i, captions: /\.vtt$/i } as const;
const ASSET_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export type LessonMediaKind = keyof typeof EXTENSIONS;

/**
 * The file of the API's own assets an address names (`/assets/lessons/x.webm`, or the same path
 * on `apiOrigin`), else undefined.
 */
export function lessonAssetFile(address: string, apiOrigin?: string): string | undefined {
  let path = address;
  if (apiOrigin && address.startsWith(`${apiOrigin.replace(/\/+$/, '')}/`)) {
    path = address.slice(apiOrigin.replace(/\/+$/, '').length);
  }
  if (!path.startsWith(LESSON_ASSET_PATH)) return undefined;
  const file = path.slice(LESSON_ASSET_PATH.length);
  return ASSET_FILE.test(file) ? file : undefined;
}

/**
 * Whether `address` may be a lesson's video (or captions): an https:// URL of such a file, or
 * one of the API's own lesson files.
 */
export function isLessonMediaUrl(
  address: string,
  kind: LessonMediaKind,
  apiOrigin?: string,
): boolean {
  const extension = EXTENSIONS[kind];
  const file = lessonAssetFile(address.trim(), apiOrigin);
  if (file !== undefined) return extension.test(file);
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && extension.test(url.pathname);
}
