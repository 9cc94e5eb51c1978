import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../schema';
import type { ApiErrorBody } from '../../types';
import { MOCK_API_BASE_URL } from '../fixtures';

/** Handlers typed by openapi.yaml: a path, parameter or response body the contract lacks fails tsc. */
export const http = createOpenApiHttp<paths>({ baseUrl: MOCK_API_BASE_URL });

/** The reference server's error body. */
export const error = (status: number, message: string) =>
  HttpResponse.json<ApiErrorBody>({ error: message }, { status });

/** Tokens are not verified: any bearer is the mock db's user. */
export const signedIn = (request: Request) =>
  request.headers.get('Authorization')?.startsWith('Bearer ');
