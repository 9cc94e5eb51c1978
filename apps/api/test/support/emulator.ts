import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEmulatorArgs } from '../../../../scripts/auth-emulator.ts';
import { freePort } from '../../../../scripts/free-port.ts';

export const PROJECT_ID = 'demo-edugate';

export interface RunningEmulator {
  host: string;
  stop(): Promise<void>;
}

/**
 * Starts the real Firebase Auth emulator on free ports, from a throw-away config, so test runs
 * never collide with `npm start` (port 9099) or with each other.
 */
export async function startAuthEmulator(): Promise<RunningEmulator> {
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'edugate-auth-emulator-'));
  const child: ChildProcess = spawn(
    process.execPath,
    authEmulatorArgs(dir, { auth: authPort, hub: hubPort, logging: loggingPort }, PROJECT_ID),
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const host = `127.0.0.1:${authPort}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The Auth emulator exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`http://${host}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      throw new Error(`The Auth emulator did not start within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    host,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        const timeout = setTimeout(() => {
          if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
        }, 5000);
        await exited;
        clearTimeout(timeout);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A test account's display name from its label ('seat-racer' is 'Test Seat-racer'). */
export function testName(label: string): string {
  return `Test ${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/** Creates an e-mail/password account on the emulator and returns its real ID token. */
export async function signUp(host: string, email: string, displayName?: string): Promise<string> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Secret-123!',
        displayName,
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken)
    throw new Error(`signUp ${email} failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/**
 * A token for a fixed address (a seeded account, say): signs the account up, or in when an
 * earlier test of the run already made it (the emulator is shared by the whole run).
 */
export async function tokenFor(host: string, email: string): Promise<string> {
  try {
    return await signUp(host, email);
  } catch {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Secret-123!', returnSecureToken: true }),
      },
    );
    const body = (await response.json()) as { idToken?: string; error?: { message: string } };
    if (!body.idToken)
      throw new Error(`sign-in ${email} failed: ${body.error?.message ?? response.status}`);
    return body.idToken;
  }
}
