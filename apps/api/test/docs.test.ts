import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@edugate/api-client/messages';
import { installErrorHandlers } from '../src/http/error-handler.ts';
import { inlineScripts, registerDocs } from '../src/routes/docs.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const page = `<!DOCTYPE html><html><head><script>var a = 1;</script></head>
<body><div id="x"></div><script type="module">const t = \`<script>x<\\/script>\`; run(t);</script></body></html>`;

let dir: string;
let built: FastifyInstance;
let missing: FastifyInstance;

async function appServing(file: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandlers(app, 1024);
  registerDocs(app, file);
  await app.ready();
  return app;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'edugate-docs-'));
  writeFileSync(path.join(dir, 'index.html'), page);
  built = await appServing(path.join(dir, 'index.html'));
  missing = await appServing(path.join(dir, 'not-built.html'));
});
afterAll(async () => {
  await built.close();
  await missing.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /docs', () => {
  it('serves the built reference with a policy that allows exactly its own inline scripts', async () => {
    const response = await built.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(page);
    const policy = String(response.headers['content-security-policy']);
    const scripts = inlineScripts(page);
    expect(scripts).toEqual(['var a = 1;', 'const t = `<script>x<\\/script>`; run(t);']);
    for (const script of scripts) expect(policy).toContain(`'sha256-${sha256(script)}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers 404 with how to build it when it is not built', async () => {
    const response = await missing.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: messages.docsNotBuilt });
  });
});
