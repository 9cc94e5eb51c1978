import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './support/emulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** One real Auth emulator for the whole api test run; every test file signs users up on it. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator();
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
