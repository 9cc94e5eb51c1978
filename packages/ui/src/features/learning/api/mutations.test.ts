import type {
  Certificate,
  CourseOutline,
  CourseProgress,
  CurriculumResult,
  QuizAttemptResult,
} from '@edugate/api-client';
import { AUTHORED_COURSE_ID, LEARNING_COURSE_ID, learningDb } from '@edugate/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { dataLayerHarness, runMutation } from '../../../testing/queryTestKit';
import { curriculumKeys } from '../../curriculum/api/keys';
import { saveLessonMutation, type LessonVariables } from '../../curriculum/api/mutations';
import { outlineQuery } from '../../curriculum/api/queries';
import { learningKeys } from './keys';
import {
  completeLessonMutation,
  submitQuizMutation,
  uncompleteLessonMutation,
  type QuizAnswers,
} from './mutations';
import { courseProgressQuery, myCertificatesQuery } from './queries';

const harness = dataLayerHarness();
const email = harness.email;

describe('learning mutations', () => {
  it('complete and un-mark: the course progress in the cache follows the answer', async () => {
    const { client, queryClient } = harness.setup(learningDb('notStarted'));
    await queryClient.fetchQuery(courseProgressQuery(client, email, LEARNING_COURSE_ID));
    const lesson = { courseId: LEARNING_COURSE_ID, lessonId: 'lesson-02-01' };
    await runMutation(queryClient, completeLessonMutation(client, queryClient, email), lesson);
    const key = learningKeys.progress(email, LEARNING_COURSE_ID);
    expect(queryClient.getQueryData<CourseProgress>(key)).toMatchObject({
      completedCount: 1,
      percent: 11,
      completedLessonIds: ['lesson-02-01'],
    });
    await runMutation(queryClient, uncompleteLessonMutation(client, queryClient, email), lesson);
    expect(queryClient.getQueryData<CourseProgress>(key)?.completedCount).toBe(0);
  });

  it('passing the last quiz puts the new certificate first in the cached list', async () => {
    const { client, queryClient } = harness.setup(learningDb('lastLesson'));
    await queryClient.fetchQuery(myCertificatesQuery(client, email));
    const result = await runMutation<QuizAttemptResult, QuizAnswers>(
      queryClient,
      submitQuizMutation(client, queryClient, email),
      {
        courseId: LEARNING_COURSE_ID,
        lessonId: 'lesson-02-09',
        answers: [0],
      },
    );
    expect(result.courseCompleted).toBe(true);
    const list = queryClient.getQueryData<Certificate[]>(learningKeys.myCertificates(email));
    expect(list?.[0]?.courseTitle).toBe('TypeScript for JavaScript Developers');
    expect(queryClient.getQueryData(learningKeys.latestAttempt(email, 'lesson-02-09'))).toEqual({
      attempt: result.attempt,
    });
  });
});

describe('curriculum mutations', () => {
  it("saving a lesson puts the answer's outline in the cache", async () => {
    const { client, queryClient } = harness.setup();
    await queryClient.fetchQuery(outlineQuery(client, AUTHORED_COURSE_ID));
    await runMutation<CurriculumResult, LessonVariables>(
      queryClient,
      saveLessonMutation(client, queryClient),
      {
        courseId: AUTHORED_COURSE_ID,
        sectionId: 'section-04-2',
        input: {
          title: 'Going further',
          kind: 'article',
          minutes: 8,
          preview: false,
          body: 'Next.',
        },
      },
    );
    const outline = queryClient.getQueryData<CourseOutline>(
      curriculumKeys.outline(AUTHORED_COURSE_ID),
    );
    expect(outline?.sections[1]?.lessons.at(-1)?.title).toBe('Going further');
    expect(outline?.lessonCount).toBe(6);
  });
});
