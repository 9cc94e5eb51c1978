// The questions rows of `npm run bench:api` (bench/run.ts): a lesson's questions read, and
// answers posted to them.
import { DURATION, measure, type Row } from './measure.ts';

/** Questions under the lesson the questions rows read: more than one page of 20. */
const ASKED = 25;

/**
 * A lesson's questions, read by its learners, and answers posted to them: the first ASKED
 * learners each ask one question under `lessonId` (not measured); the read row asks for the
 * lesson's first page (20, newest first) as every learner in turn; in the answer row each learner
 * posts one answer (the posting limit is 30 an hour per user), which notifies the asker in the
 * same transaction.
 */
export async function measureQuestions(
  api: string,
  courseId: string,
  lessonId: string,
  tokens: string[],
): Promise<Row[]> {
  const questionIds: string[] = [];
  for (const token of tokens.slice(0, ASKED)) {
    const response = await fetch(`${api}/courses/${courseId}/lessons/${lessonId}/questions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Question ${questionIds.length + 1} about this lesson`,
        details: 'Why does the second example use a **different** order?',
      }),
    });
    const body = (await response.json()) as { _id?: string; error?: string };
    if (!body._id) throw new Error(`asking failed: ${response.status} ${body.error ?? ''}`);
    questionIds.push(body._id);
  }
  let reader = 0;
  let answer = 0;
  const auth = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` });
  return [
    await measure(`GET /courses/{id}/lessons/{lessonId}/questions (${ASKED} asked, a page of 20)`, {
      url: api,
      duration: DURATION,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/courses/${courseId}/lessons/${lessonId}/questions?limit=20`,
            headers: auth(tokens[reader++ % tokens.length]),
          }),
        },
      ],
    }),
    await measure('POST /courses/{id}/questions/{questionId}/answers (each learner once)', {
      url: api,
      amount: tokens.length,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const index = answer++;
            return {
              ...request,
              path: `/courses/${courseId}/questions/${questionIds[index % ASKED] ?? ''}/answers`,
              headers: { ...auth(tokens[index]), 'content-type': 'application/json' },
              body: JSON.stringify({ body: `Answer ${index + 1}: the order follows the data.` }),
            };
          },
        },
      ],
    }),
  ];
}
