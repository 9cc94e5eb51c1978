/**
 * `npm start`: the whole product on one machine with no accounts and no network (scripts/stack.ts):
 * the Firebase Auth emulator, the reference API on PGlite, and the production build of the app.
 * `npm run dev` (`--dev`): the same with Vite's dev server and hot reload instead of the build.
 * Ctrl-C stops everything. Ports: APP_PORT (5173), API_PORT (4000), AUTH_EMULATOR_PORT (9099).
 */
import { startStack } from './stack.ts';

const started = performance.now();
const dev = process.argv.includes('--dev');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

let stopping = false;
let stack: Awaited<ReturnType<typeof startStack>> | undefined;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\n[start] stopping...');
    await stack?.stop();
    console.log('[start] stopped.');
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(0));
}

try {
  console.log(
    `[start] starting the Auth emulator, the API and the app (${dev ? 'dev server' : 'production build'})...`,
  );
  stack = await startStack({
    mode: dev ? 'dev' : 'production',
    appPort: port('APP_PORT', 5173),
    apiPort: port('API_PORT', 4000),
    authPort: port('AUTH_EMULATOR_PORT', 9099),
  });
  if (stopping) await shutdown(0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`
  EduGate        ${stack.appUrl}   ${dev ? '(Vite dev server, hot reload)' : '(production build)'}
  API            ${stack.apiUrl}   (GET ${stack.apiUrl}/courses)
  Auth emulator  http://${stack.authEmulatorHost}   (accounts kept in .data/auth)
  Reset e-mails  http://${stack.authEmulatorHost}/emulator/v1/projects/${stack.projectId}/oobCodes

  Ready in ${seconds} s${stack.built ? ' (including a build of the app)' : ''}. Ctrl-C stops everything.
`);
  const crash = await stack.crashed;
  console.error(`[start] ${crash}; stopping everything.`);
  await shutdown(1);
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  await shutdown(1);
}
