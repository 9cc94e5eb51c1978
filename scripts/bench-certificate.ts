/**
 * bench:web's certificate page: a certificate earned the way a learner earns one, on the bench's
 * own fresh stack. A new account on the Auth emulator enrols in the first seeded course with a
 * curriculum that has a free seat, completes every article and video, and passes every quiz (a
 * first attempt shows the right answers, as the lesson page does; the second gives them). The
 * bench then signs in as that learner to measure a lesson page as its learners open it.
 */

interface OutlineLesson {
  _id: string;
  kind: 'article' | 'video' | 'quiz';
}

interface Outline {
  sections: { lessons: OutlineLesson[] }[];
}

interface Issued {
  certificate: { _id: string } | null;
}

/** The learner who earns it: the bench signs in as them for the signed-in lesson page. */
export interface BenchLearner {
  email: string;
  password: string;
}

async function emulatorToken(authHost: string, learner: BenchLearner): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: learner.email,
        password: learner.password,
        displayName: 'Bench Learner',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken)
    throw new Error(`bench:web: the emulator refused a sign-up (${response.status})`);
  return body.idToken;
}

/** Sends one call as the learner; throws with the API's sentence when it is refused. */
function caller(apiUrl: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as T & { error?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.error ?? ''}`);
    return json;
  };
}

export interface Earned {
  /** `/certificates/{id}` of the certificate. */
  certificatePath: string;
  /** `/learn/{courseId}/{lessonId}` of the course's first lesson, which the learner may open. */
  lessonPath: string;
  learner: BenchLearner;
}

/** A certificate earned on the stack at `apiUrl`, with its learner. */
export async function earnCertificate(apiUrl: string, authHost: string): Promise<Earned> {
  const learner = {
    email: `bench-learner-${Date.now()}@bench.edugate.example`,
    password: 'Secret-123!',
  };
  const call = caller(apiUrl, await emulatorToken(authHost, learner));
  const courses = (await (await fetch(`${apiUrl}/courses?limit=100`)).json()) as { _id: string }[];
  for (const { _id: courseId } of courses) {
    const outline = (await (
      await fetch(`${apiUrl}/courses/${courseId}/curriculum`)
    ).json()) as Outline;
    const lessons = outline.sections.flatMap((section) => section.lessons);
    const [opening] = lessons;
    if (!opening) continue;
    try {
      await call('POST', '/enrollments', { courseId });
    } catch {
      continue; // full, or the learner's three enrolments taken: the next course
    }
    let certificate: Issued['certificate'] = null;
    for (const lesson of lessons) {
      const base = `/courses/${courseId}/lessons/${lesson._id}`;
      if (lesson.kind !== 'quiz') {
        certificate = (await call<Issued>('PUT', `${base}/completion`)).certificate ?? certificate;
        continue;
      }
      const quiz = await call<{ quiz: { questions: unknown[] } }>('GET', base);
      const first = await call<
        Issued & { attempt: { passed: boolean; questions: { answer: number }[] } }
      >('POST', `${base}/attempts`, { answers: quiz.quiz.questions.map(() => 0) });
      certificate = first.certificate ?? certificate;
      if (!first.attempt.passed) {
        const answers = first.attempt.questions.map((question) => question.answer);
        certificate =
          (await call<Issued>('POST', `${base}/attempts`, { answers })).certificate ?? certificate;
      }
    }
    if (!certificate)
      throw new Error(`bench:web: completing course ${courseId} issued no certificate`);
    return {
      certificatePath: `/certificates/${certificate._id}`,
      lessonPath: `/learn/${courseId}/${opening._id}`,
      learner,
    };
  }
  throw new Error('bench:web: no seeded course with a curriculum had a free seat');
}
