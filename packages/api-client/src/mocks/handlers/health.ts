import type { HttpHandler } from 'msw';
import { http } from './http';

export function healthHandlers(): HttpHandler[] {
  return [http.get('/healthz', ({ response }) => response(200).json({ status: 'ok' }))];
}
