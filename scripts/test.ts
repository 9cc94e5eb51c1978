/**
 * `npm test`: every check a change must pass, in the order that fails fastest.
 * Each step runs to completion; the summary line at the end counts them.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
}

// Each check is the root package.json script of the same name, so the two never drift apart;
// only vitest is called directly, to pass `npm test -- <filter>` through.
const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', script] });

const steps: Step[] = [
  npmRun('lint:openapi'),
  npmRun('typecheck'),
  npmRun('lint'),
  // Copies of six lines or more, over the share .jscpd.json allows (docs/adr/0021).
  npmRun('lint:duplicates'),
  { name: 'vitest', command: 'npx', args: ['vitest', 'run', ...process.argv.slice(2)] },
  // The real stack (Auth emulator, API on PGlite, built app) in Debian's Chromium: e2e/.
  npmRun('test:e2e'),
  // The production topology (`npm run cluster`: built API and page-server replicas on a
  // replicated PostgreSQL behind HAProxy), with replicas killed under load, then the primary
  // database killed under load; deploy/ checked against the apps' settings. Not a vitest project:
  // it kills processes and times HAProxy, so it runs alone, after the rest.
  {
    name: 'topology',
    command: 'node',
    args: [
      '--test',
      '--test-reporter=spec',
      // One file at a time: each starts its own processes, and the others' load would skew the
      // failover's timings.
      '--test-concurrency=1',
      'e2e/topology/topology.test.ts',
      // The primary database killed under load: the standby takes over (docs/deploy.md).
      'e2e/topology/failover.test.ts',
      // A PostgreSQL of its own archived with pgBackRest, restored to a moment (docs/deploy.md).
      'e2e/topology/restore.test.ts',
    ],
  },
];

let failed = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`✔ ${step.name} (${seconds}s)`);
  } else {
    failed += 1;
    console.log(
      `✘ ${step.name} failed with exit code ${result.status ?? result.signal} (${seconds}s)`,
    );
  }
}

console.log(`\nchecks: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
