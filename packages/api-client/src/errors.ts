import type { ApiErrorBody } from './types';

/**
 * The one error type every failed call becomes: the HTTP status (0 when the server could not be
 * reached) and the message to show. `serverMessage` is the server's `error` text when it sent one,
 * so a screen can choose between docs/product.md's fixed text and the server's explanation.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, serverMessage?: string) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

function serverErrorText(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const text = (body as ApiErrorBody).error;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

interface FetchResultLike<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an ApiError whose message is the
 * server's `error` text, else `fallback`. Network failures become status 0 with the fallback.
 */
export async function unwrap<T>(call: Promise<FetchResultLike<T>>, fallback: string): Promise<T> {
  let result: FetchResultLike<T>;
  try {
    result = await call;
  } catch (cause) {
    throw Object.assign(new ApiError(0, fallback), { cause });
  }
  if (!result.response.ok) {
    const serverMessage = serverErrorText(result.error);
    throw new ApiError(result.response.status, serverMessage ?? fallback, serverMessage);
  }
  return result.data as T;
}

/** The message to show for any thrown value: an ApiError's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
