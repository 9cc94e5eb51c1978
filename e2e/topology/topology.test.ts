/**
 * The production topology (docs/deploy.md), a step of `npm test` (scripts/test.ts):
 *   node --test e2e/topology/topology.test.ts
 *
 * 1. deploy/compose.yaml and the Dockerfiles say what the apps read (no container engine here to
 *    run them), HAProxy accepts deploy/haproxy.cfg and Patroni deploy/patroni.yml with compose's
 *    values.
 * 2. `npm run cluster` (scripts/cluster.ts) as processes: two API replicas from the build on
 *    the replicated PostgreSQL (its catalogue reads on the standby), two page servers, HAProxy.
 *    Through the load balancer only: the smoke (browse,
 *    register, enrol, post a job, apply), then a steady load of reads and enrolments during which
 *    one API replica and one page server are killed with SIGKILL: no acknowledged enrolment is
 *    lost, the only requests that fail were in flight when they died, HAProxy takes both out
 *    within 2 s, and both rejoin when started again.
 *
 * Needs Debian's PostgreSQL 15, patroni, etcd and haproxy (.ci/run installs them); without one it
 * fails saying so, never skips. About a minute on two cores.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { HAPROXY_CONFIG, checkHaproxyConfig, requireHaproxy } from '../../scripts/cluster.ts';
import { repoRoot } from '../../scripts/app-build.ts';
import {
  auth,
  clusterForTests,
  courses,
  json,
  pause,
  postJob,
  register,
  requestLog,
  sessionsByServer,
  type Outcome,
} from './cluster-load.ts';

const read = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');

type Env = Record<string, string>;
interface Service {
  build?: { dockerfile?: string; args?: Env };
  image?: string;
  environment?: Env;
  healthcheck?: { test: string[] };
  depends_on?: unknown;
  ports?: string[];
  volumes?: string[];
}

/** Every variable a source file reads as `env.NAME` or `process.env.NAME`. */
function variablesRead(...files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1] ?? '');
  }
  return names;
}

describe('deploy/: compose.yaml, Dockerfiles and haproxy.cfg', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, Service>;
  };
  const services = compose.services;

  test('PostgreSQL on two Patroni nodes with etcd, two API replicas, two page servers and a load balancer, each checked', () => {
    assert.deepEqual(Object.keys(services).sort(), [
      'api-1',
      'api-2',
      'etcd',
      'lb',
      'pg-1',
      'pg-2',
      'web-1',
      'web-2',
    ]);
    for (const name of ['etcd', 'pg-1', 'pg-2', 'api-1', 'api-2', 'web-1', 'web-2']) {
      assert.ok(services[name]?.healthcheck?.test.length, `${name} has a healthcheck`);
    }
    assert.match(services['api-1']?.healthcheck?.test.join(' ') ?? '', /\/readyz/);
    assert.match(services['web-1']?.healthcheck?.test.join(' ') ?? '', /\/healthz/);
    assert.equal(services['api-1']?.build?.dockerfile, 'deploy/Dockerfile.api');
    assert.equal(services['web-1']?.build?.dockerfile, 'deploy/Dockerfile.web');
  });

  test('the API replicas get the settings production needs, and only settings the API reads', () => {
    const known = variablesRead('apps/api/src/config.ts', 'apps/api/src/main.ts');
    for (const name of ['api-1', 'api-2']) {
      const env = services[name]?.environment ?? {};
      for (const variable of Object.keys(env)) {
        assert.ok(known.has(variable), `${name}: ${variable} is read by the API`);
      }
      assert.equal(env.NODE_ENV, 'production');
      assert.equal(env.HOST, '0.0.0.0', 'reachable from the load balancer');
      assert.equal(env.TRUST_PROXY, '1');
      // Through the load balancer's postgres listener, to whichever node is the primary.
      assert.match(env.DATABASE_URL ?? '', /^postgres:\/\/.*@lb:5432\//);
      for (const required of [
        'SESSION_SECRET',
        'FIREBASE_PROJECT_ID',
        'PUBLIC_URL',
        'CORS_ORIGINS',
      ]) {
        assert.ok(env[required], `${name}: ${required} is set`);
      }
      // The API refuses to start in production with it (unsigned tokens).
      assert.equal(env.FIREBASE_AUTH_EMULATOR_HOST, undefined);
    }
  });

  test('the page servers get what their server and their build read', () => {
    const known = variablesRead(
      'apps/edugate/src/server/start.ts',
      'apps/edugate/src/server/main.ts',
    );
    const dockerfile = read('deploy/Dockerfile.web');
    for (const name of ['web-1', 'web-2']) {
      const service = services[name];
      const env = service?.environment ?? {};
      for (const variable of Object.keys(env).filter((key) => key !== 'NODE_ENV')) {
        assert.ok(known.has(variable), `${name}: ${variable} is read by the page server`);
      }
      assert.equal(env.NODE_ENV, 'production');
      assert.equal(env.API_URL, 'http://lb:8081', 'pages are rendered through the load balancer');
      for (const arg of Object.keys(service?.build?.args ?? {})) {
        assert.match(dockerfile, new RegExp(`^ARG ${arg}$`, 'm'), `Dockerfile.web takes ${arg}`);
      }
    }
  });

  test('the Dockerfiles: multi-stage, production dependencies only, user node, a HEALTHCHECK', () => {
    for (const file of ['deploy/Dockerfile.api', 'deploy/Dockerfile.web']) {
      const text = read(file);
      assert.ok((text.match(/^FROM /gm) ?? []).length >= 3, `${file}: install, build, runtime`);
      assert.match(text, /npm ci --omit=dev/, file);
      assert.match(text, /^USER node$/m, file);
      assert.match(text, /^HEALTHCHECK /m, file);
    }
    assert.match(read('deploy/Dockerfile.api'), /CMD \["node", "apps\/api\/dist\/main\.js"\]/);
    assert.match(
      read('deploy/Dockerfile.web'),
      /CMD \["node", "apps\/edugate\/dist-server\/main\.js"\]/,
    );
  });

  test('HAProxy accepts haproxy.cfg with compose’s values, which name the replicas’ ports', () => {
    requireHaproxy();
    const lb = services.lb ?? {};
    assert.ok(
      lb.volumes?.some((volume) => volume.startsWith('./haproxy.cfg:')),
      'the load balancer uses deploy/haproxy.cfg',
    );
    const env = lb.environment ?? {};
    const config = read('deploy/haproxy.cfg').replace(/^\s*#.*$/gm, '');
    const used = new Set([...config.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
    assert.deepEqual(Object.keys(env).sort(), [...used].sort());
    assert.equal(env.API_1, `api-1:${services['api-1']?.environment?.PORT}`);
    // Each node's PostgreSQL and Patroni REST API, at the ports its image listens on.
    const image = read('deploy/Dockerfile.postgres');
    const listen = (name: string) => new RegExp(`${name}=0\\.0\\.0\\.0:(\\d+)`).exec(image)?.[1];
    for (const node of ['pg-1', 'pg-2']) {
      const key = node.replace('pg-', 'PG_');
      assert.equal(env[key], `${node}:${listen('PATRONI_POSTGRESQL_LISTEN')}`);
      assert.equal(env[`${key}_PATRONI`], listen('PATRONI_RESTAPI_LISTEN'));
    }
    assert.equal(env.WEB_1, `web-1:${services['web-1']?.environment?.PORT}`);
    // The containers' names do not resolve here; init-addr lets HAProxy start without them.
    checkHaproxyConfig({
      ...env,
      STATS_SOCKET: path.join(repoRoot, 'node_modules/.tmp-haproxy.sock'),
    });
    assert.equal(path.basename(HAPROXY_CONFIG), 'haproxy.cfg');
  });

  test('the Patroni nodes: one image, their own names and addresses, one etcd, one database password', () => {
    const image = read('deploy/Dockerfile.postgres');
    assert.match(image, /^FROM debian:bookworm-slim$/m);
    for (const pkg of ['postgresql-15', 'patroni', 'etcd-server']) {
      assert.match(image, new RegExp(`\\b${pkg}\\b`), `Dockerfile.postgres installs ${pkg}`);
    }
    assert.match(image, /^COPY deploy\/patroni\.yml \/etc\/patroni\/patroni\.yml$/m);
    assert.match(image, /^USER postgres$/m);
    assert.match(image, /^HEALTHCHECK /m);
    assert.match(image, /^CMD \["patroni", "\/etc\/patroni\/patroni\.yml"\]$/m);
    for (const node of ['pg-1', 'pg-2']) {
      const service = services[node];
      const env = service?.environment ?? {};
      assert.equal(service?.build?.dockerfile, 'deploy/Dockerfile.postgres');
      assert.equal(env.PATRONI_NAME, node);
      assert.match(env.PATRONI_RESTAPI_CONNECT_ADDRESS ?? '', new RegExp(`^${node}:`));
      assert.match(env.PATRONI_POSTGRESQL_CONNECT_ADDRESS ?? '', new RegExp(`^${node}:`));
      assert.equal(env.PATRONI_ETCD3_HOSTS, "'etcd:2379'");
      // The API's role gets the password its DATABASE_URL carries.
      const apiUrl = services['api-1']?.environment?.DATABASE_URL ?? '';
      assert.ok(apiUrl.includes(`edugate:${env.EDUGATE_PASSWORD}@`), `${node}: EDUGATE_PASSWORD`);
      assert.ok(service?.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data')));
    }
    assert.notDeepEqual(services['pg-1']?.volumes, services['pg-2']?.volumes, 'a volume each');
  });

  test('Patroni accepts deploy/patroni.yml with a node’s values from compose and the image', () => {
    const image = read('deploy/Dockerfile.postgres');
    const imageEnv = Object.fromEntries(
      [...image.matchAll(/(PATRONI_\w+)=(\S+)/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    const result = spawnSync('patroni', ['--validate-config', 'deploy/patroni.yml'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        ...imageEnv,
        ...services['pg-1']?.environment,
        // A folder that may exist here (the image's does not).
        PATRONI_POSTGRESQL_DATA_DIR: path.join(repoRoot, 'node_modules/.tmp-patroni-data'),
      },
    });
    assert.ok(!result.error, 'patroni is installed (apt-get install -y patroni; .ci/run does)');
    // What only the compose network can satisfy (the containers' names, their free ports, etcd),
    // and bootstrap.pg_hba, which Debian's Patroni 3.0's validator still asks for though Patroni
    // itself reads postgresql.pg_hba.
    const elsewhere =
      /is not reachable|Name or service not known|is already in use|must not contain|bootstrap\.pg_hba +is not defined/;
    const problems = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => line.trim() && !elsewhere.test(line));
    assert.deepEqual(problems, [], 'Patroni finds nothing else wrong');
  });
});

// ---------------------------------------------------------------------------------------------

describe('npm run cluster: through the load balancer', () => {
  const under = clusterForTests();
  const { watched } = under;

  test(
    'the smoke: browse, register, enrol, post a job, apply',
    { timeout: 60_000 },
    watched(async () => {
      const cluster = under.cluster;
      const home = await fetch(`${cluster.webUrl}/`);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<title>Home \| EduGate/);
      const catalogue = await fetch(`${cluster.webUrl}/courses`);
      assert.equal(catalogue.status, 200);
      const [course] = await courses(cluster);
      assert.ok(course, 'the seeded catalogue');
      assert.match(await catalogue.text(), new RegExp(course.title.replace(/[^\w ]/g, '.')));
      // The catalogue's public reads went to the standby, through HAProxy's replica listener.
      const standbySessions = (await cluster.stats()).find(
        (row) => row.pxname === 'postgres-replica' && row.svname === 'BACKEND',
      );
      assert.ok(
        Number(standbySessions?.stot ?? 0) > 0,
        'the API connected to the standby for the catalogue',
      );

      const email = `smoke-${Date.now()}@example.com`;
      const token = await register(cluster, email, 'Smoke Tester');
      const session = await fetch(`${cluster.apiUrl}/jwt`, {
        method: 'POST',
        headers: json(token),
        body: JSON.stringify({ email }),
      });
      assert.ok(session.ok, `POST /jwt: ${session.status}`);

      const enrolled = await fetch(`${cluster.apiUrl}/enrollments`, {
        method: 'POST',
        headers: json(token),
        body: JSON.stringify({ courseId: course._id }),
      });
      assert.equal(enrolled.status, 201, await enrolled.clone().text());
      assert.equal(
        ((await enrolled.json()) as { message: string }).message,
        'Successfully enrolled in the course!',
      );
      const mine = (await (
        await fetch(`${cluster.apiUrl}/enrollments/my-courses`, { headers: auth(token) })
      ).json()) as { courseId: string }[];
      assert.deepEqual(
        mine.map((enrolment) => enrolment.courseId),
        [course._id],
      );

      const title = `Cluster Smoke Engineer ${Date.now()}`;
      const posted = await fetch(
        `${cluster.apiUrl}/jobs`,
        postJob(token, title, 'Keeps the cluster green.'),
      );
      assert.equal(posted.status, 201, await posted.clone().text());
      const job = (await posted.json()) as { _id: string };
      // Another person applies: nobody may apply to their own job.
      const applicant = `smoke-applicant-${Date.now()}@example.com`;
      const applicantToken = await register(cluster, applicant, 'Smoke Applicant');
      const applied = await fetch(`${cluster.apiUrl}/jobs/${job._id}/apply`, {
        method: 'POST',
        headers: json(applicantToken),
        body: JSON.stringify({ resumeUrl: 'https://example.com/cv.pdf' }),
      });
      assert.equal(applied.status, 201, await applied.clone().text());

      // The new job on the page both page servers render (each caches a page for a second).
      const deadline = Date.now() + 10_000;
      let seen = 0;
      while (seen < 2 && Date.now() < deadline) {
        const page = await (await fetch(`${cluster.webUrl}/jobs`)).text();
        seen = page.includes(title) ? seen + 1 : 0;
        if (seen < 2) await new Promise((resolve) => setTimeout(resolve, 300));
      }
      assert.equal(seen, 2, `the /jobs page shows "${title}" on consecutive requests`);
    }),
  );

  test(
    'SIGKILL of one API replica and one page server under load loses no acknowledged write',
    { timeout: 120_000 },
    watched(async () => {
      const USERS = 24;
      const PER_USER = 3;
      const LOAD_MS = 9_000;
      const KILL_AT_MS = 3_000;
      const READERS = 6;

      // Courses with room: each gets at most 6 of this test's enrolments.
      const cluster = under.cluster;
      const open = (await courses(cluster)).filter((c) => c.totalSeats - c.enrollments >= 8);
      assert.ok(open.length >= 12, `enough courses with seats (${open.length})`);
      const seatsBefore = new Map(open.map((c) => [c._id, c.totalSeats - c.enrollments]));
      const run = Date.now();
      const users = await Promise.all(
        Array.from({ length: USERS }, async (_, i) => {
          const token = await register(cluster, `load-${run}-${i}@example.com`, `Load ${i}`);
          const plan = Array.from(
            { length: PER_USER },
            (_, k) => open[(i * PER_USER + k) % open.length]?._id ?? '',
          );
          return { token, plan, acknowledged: [] as string[], attempted: [] as string[] };
        }),
      );

      const { outcomes, inFlight, request } = requestLog();

      const begin = performance.now();
      const loadOver = () => performance.now() - begin > LOAD_MS;
      let killedAt = Number.POSITIVE_INFINITY;
      let inFlightAtKill = new Set<Outcome>();

      const readers = Array.from({ length: READERS }, async (_, r) => {
        for (let i = 0; !loadOver(); i += 1) {
          if (r % 2 === 0)
            await request('read api', `${cluster.apiUrl}/courses?limit=12&offset=${i % 4}`);
          else await request('read page', `${cluster.webUrl}/${i % 2 ? 'courses' : ''}`);
          await pause(20);
        }
      });
      // Enrolments spread over the whole load, so some are in flight when the replica dies.
      const writers = users.map(async (user, u) => {
        await pause((u * LOAD_MS) / USERS / PER_USER);
        for (const courseId of user.plan) {
          user.attempted.push(courseId);
          const outcome = await request('enrol', `${cluster.apiUrl}/enrollments`, {
            method: 'POST',
            headers: json(user.token),
            body: JSON.stringify({ courseId }),
          });
          if (outcome.status === 201) user.acknowledged.push(courseId);
          await pause(LOAD_MS / PER_USER);
        }
      });

      const api1 = cluster.replicas.find((replica) => replica.name === 'api-1');
      const web1 = cluster.replicas.find((replica) => replica.name === 'web-1');
      assert.ok(api1 && web1);
      await pause(KILL_AT_MS);
      // A process dies some milliseconds after SIGKILL; requests sent meanwhile are in flight on
      // it too. So "in flight" is any request running at some moment between the signal and the
      // moment both processes have exited.
      const signalled = performance.now();
      const runningAtSignal = new Set(inFlight);
      await Promise.all([api1.kill('SIGKILL'), web1.kill('SIGKILL')]);
      killedAt = performance.now();
      inFlightAtKill = new Set([
        ...runningAtSignal,
        ...inFlight,
        ...outcomes.filter((o) => o.ended >= signalled),
      ]);
      let downAfter = Number.POSITIVE_INFINITY;
      while (performance.now() - signalled < 5_000) {
        const states = await cluster.serverStates();
        if (states['api-1']?.startsWith('DOWN') && states['web-1']?.startsWith('DOWN')) {
          downAfter = performance.now() - signalled;
          break;
        }
        await pause(50);
      }
      await Promise.all([...readers, ...writers]);

      const failed = outcomes.filter((o) => o.status === 0 || o.status >= 500);
      const after = outcomes.filter((o) => o.started > killedAt);
      const acknowledged = users.reduce((sum, user) => sum + user.acknowledged.length, 0);
      console.log(
        `[topology] ${outcomes.length} requests (${acknowledged} enrolments acknowledged), ` +
          `${inFlightAtKill.size} in flight while they died (${(killedAt - signalled).toFixed(0)} ms ` +
          `from SIGKILL to both exits), ${failed.length} failed ` +
          `(${failed.map((o) => `${o.what} ${o.status}`).join(', ') || 'none'}); ` +
          `HAProxy had both out after ${downAfter.toFixed(0)} ms`,
      );
      assert.ok(downAfter <= 2_000, `HAProxy took them out within 2 s (${downAfter} ms)`);
      for (const outcome of failed) {
        assert.ok(
          inFlightAtKill.has(outcome),
          `${outcome.what} failed (${outcome.status}) though it started ${(outcome.started - killedAt).toFixed(0)} ms after both had exited`,
        );
      }
      assert.ok(
        after.filter((o) => o.what === 'read page' && o.status === 200).length > 0 &&
          after.filter((o) => o.what === 'read api' && o.status === 200).length > 0 &&
          after.filter((o) => o.what === 'enrol' && o.status === 201).length > 0,
        'the surviving replicas answered pages, reads and enrolments after the kill',
      );
      assert.ok(acknowledged >= USERS * PER_USER - inFlightAtKill.size);

      // No acknowledged enrolment lost, none made up, and each course's seats agree.
      const taken = new Map<string, number>();
      for (const user of users) {
        const response = await fetch(`${cluster.apiUrl}/enrollments/my-courses`, {
          headers: auth(user.token),
        });
        assert.equal(response.status, 200);
        const stored = ((await response.json()) as { courseId: string }[]).map((e) => e.courseId);
        for (const courseId of user.acknowledged) {
          assert.ok(stored.includes(courseId), `acknowledged enrolment in ${courseId} is stored`);
        }
        for (const courseId of stored) {
          assert.ok(
            user.attempted.includes(courseId),
            `stored enrolment ${courseId} was asked for`,
          );
          taken.set(courseId, (taken.get(courseId) ?? 0) + 1);
        }
      }
      for (const [courseId, count] of taken) {
        const seats = (await (
          await fetch(`${cluster.apiUrl}/enrollments/seats/${courseId}`)
        ).json()) as { availableSeats: number };
        assert.equal(seats.availableSeats, (seatsBefore.get(courseId) ?? 0) - count, courseId);
      }

      // Started again, both rejoin: HAProxy sees them up and sends them requests.
      const servedBefore = await sessionsByServer(cluster);
      await Promise.all([api1.start(), web1.start()]);
      const restarted = performance.now();
      for (;;) {
        const states = await cluster.serverStates();
        if (states['api-1'] === 'UP' && states['web-1'] === 'UP') break;
        assert.ok(performance.now() - restarted < 10_000, `rejoined: ${JSON.stringify(states)}`);
        await pause(100);
      }
      for (let i = 0; i < 12; i += 1) {
        assert.equal((await request('read api', `${cluster.apiUrl}/courses?limit=3`)).status, 200);
        assert.equal((await request('read page', `${cluster.webUrl}/jobs`)).status, 200);
      }
      const servedAfter = await sessionsByServer(cluster);
      for (const name of ['api-1', 'web-1']) {
        assert.ok(
          (servedAfter[name] ?? 0) > (servedBefore[name] ?? 0),
          `${name} serves requests again (${servedBefore[name]} -> ${servedAfter[name]})`,
        );
      }
    }),
  );
});
