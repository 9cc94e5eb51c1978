import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const firebaseCli = fileURLToPath(
  new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url),
);

/** The ports one Auth emulator takes: its own, and the hub's and logging's the CLI also opens. */
export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

/**
 * The Firebase Auth emulator's command line (after `node`), from a throw-away firebase.json it
 * writes into `dir`: only the Auth emulator, no UI, every port on 127.0.0.1 and given, so several
 * run side by side. The API's tests, the stack and the cluster all start theirs this way.
 */
export function authEmulatorArgs(dir: string, ports: EmulatorPorts, projectId: string): string[] {
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return [
    firebaseCli,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    config,
  ];
}
