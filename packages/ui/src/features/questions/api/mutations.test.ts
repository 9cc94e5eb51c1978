import type { LessonQuestion } from '@edugate/api-client';
import { LEARNING_COURSE_ID, learningDb, type MockDb } from '@edugate/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { dataLayerHarness, runMutation } from '../../../testing/queryTestKit';
import { questionKeys } from './keys';
import {
  answerQuestionMutation,
  askQuestionMutation,
  deleteAnswerMutation,
  deleteQuestionMutation,
  setAnswerHiddenMutation,
  setQuestionHiddenMutation,
  updateAnswerMutation,
  updateQuestionMutation,
  upvoteQuestionMutation,
  withdrawUpvoteMutation,
} from './mutations';
import {
  lessonQuestionsQuery,
  questionAnswersQuery,
  QUESTIONS_PAGE_SIZE,
  unansweredCountsQuery,
} from './queries';

const harness = dataLayerHarness();
const courseId = LEARNING_COURSE_ID;
const lessonId = 'lesson-02-05';
const otherLessonId = 'lesson-02-06';

/** `count` questions under the lesson, a minute apart, by someone else. */
function withQuestions(count: number): MockDb {
  const db = learningDb('inProgress');
  for (let index = 0; index < count; index++) {
    db.questions.push({
      question: {
        _id: `question-${index + 1}`,
        courseId,
        lessonId,
        title: `Question ${index + 1}`,
        details: '',
        authorName: 'Alan Turing',
        createdAt: new Date(Date.parse('2026-03-15T10:00:00.000Z') - index * 60_000).toISOString(),
      },
      authorEmail: 'alan@example.com',
      upvoters: [],
      deleted: false,
      hidden: false,
    });
  }
  return db;
}

describe('lesson questions', () => {
  it('page by 20 and read the total from X-Total-Count', async () => {
    const { client, queryClient } = harness.setup(withQuestions(21));
    const options = lessonQuestionsQuery(client, courseId, lessonId, 'newest');
    const data = await queryClient.fetchInfiniteQuery(options);
    const first = data.pages[0]!;
    expect(first.items).toHaveLength(QUESTIONS_PAGE_SIZE);
    expect(first.total).toBe(21);
    expect(options.getNextPageParam(first, data.pages, 0, data.pageParams)).toBe(20);
  });

  it('asking marks both orders of its lesson stale, and no other lesson', async () => {
    const { client, queryClient } = harness.setup(withQuestions(1));
    for (const sort of ['newest', 'upvotes'] as const) {
      await queryClient.fetchInfiniteQuery(lessonQuestionsQuery(client, courseId, lessonId, sort));
    }
    await queryClient.fetchInfiniteQuery(
      lessonQuestionsQuery(client, courseId, otherLessonId, 'newest'),
    );

    const asked = await runMutation<LessonQuestion, unknown>(
      queryClient,
      askQuestionMutation(client, queryClient),
      { courseId, lessonId, title: 'Do interfaces exist at runtime?', details: '' },
    );

    expect(asked.title).toBe('Do interfaces exist at runtime?');
    for (const sort of ['newest', 'upvotes'] as const) {
      const key = questionKeys.lessonList(courseId, lessonId, sort);
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    const other = questionKeys.lessonList(courseId, otherLessonId, 'newest');
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it("answering refreshes the answers and the lesson's list (its count); editing only the answers", async () => {
    const { client, queryClient } = harness.setup(withQuestions(1));
    const ref = { courseId, lessonId, questionId: 'question-1' };
    await queryClient.fetchInfiniteQuery(
      lessonQuestionsQuery(client, courseId, lessonId, 'newest'),
    );
    await queryClient.fetchInfiniteQuery(questionAnswersQuery(client, courseId, 'question-1'));

    const answer = await runMutation<{ _id: string }, unknown>(
      queryClient,
      answerQuestionMutation(client, queryClient),
      { ...ref, body: 'Yes.' },
    );
    const listKey = questionKeys.lessonList(courseId, lessonId, 'newest');
    const answersKey = questionKeys.answers(courseId, 'question-1');
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(answersKey)?.isInvalidated).toBe(true);

    await queryClient.refetchQueries({ queryKey: questionKeys.all });
    await runMutation(queryClient, updateAnswerMutation(client, queryClient), {
      ...ref,
      answerId: answer._id,
      body: 'Yes, if the alias names an object type.',
    });
    expect(queryClient.getQueryState(answersKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
  });
});

describe('unanswered counts', () => {
  /** The signed-in user as the course's author, who may also hide. */
  const asAuthor = () => {
    const world = harness.setup(withQuestions(2));
    world.db.owners.set(courseId, world.db.user.email);
    return world;
  };

  it("count each of the caller's courses' questions without a visible answer", async () => {
    const { client, queryClient } = asAuthor();
    const counts = await queryClient.fetchQuery(unansweredCountsQuery(client));
    expect(counts.find((entry) => entry.courseId === courseId)?.unanswered).toBe(2);
  });

  it('asking, answering, deleting and hiding mark them stale; editing and upvoting do not', async () => {
    const { client, queryClient } = asAuthor();
    const ref = { courseId, lessonId, questionId: 'question-1' };
    const key = questionKeys.unanswered();
    const run = <T>(options: unknown, input: unknown) =>
      runMutation<T, unknown>(queryClient, options, input);
    /** Whether running `change` left the counts stale; they are read again after. */
    const marksStale = async (change: () => Promise<unknown>) => {
      await queryClient.fetchQuery(unansweredCountsQuery(client));
      await change();
      const stale = queryClient.getQueryState(key)?.isInvalidated;
      await queryClient.refetchQueries({ queryKey: key });
      return stale;
    };

    let asked = '';
    expect(
      await marksStale(async () => {
        const question = await run<LessonQuestion>(askQuestionMutation(client, queryClient), {
          courseId,
          lessonId,
          title: 'Do interfaces exist at runtime?',
          details: '',
        });
        asked = question._id;
      }),
    ).toBe(true);
    expect(
      await marksStale(() =>
        run(updateQuestionMutation(client, queryClient), {
          ...ref,
          questionId: asked,
          title: 'Do interfaces exist after compiling?',
          details: '',
        }),
      ),
    ).toBe(false);
    expect(await marksStale(() => run(upvoteQuestionMutation(client, queryClient), ref))).toBe(
      false,
    );
    expect(await marksStale(() => run(withdrawUpvoteMutation(client, queryClient), ref))).toBe(
      false,
    );
    let answerId = '';
    expect(
      await marksStale(async () => {
        const answer = await run<{ _id: string }>(answerQuestionMutation(client, queryClient), {
          ...ref,
          body: 'Yes.',
        });
        answerId = answer._id;
      }),
    ).toBe(true);
    expect(
      await marksStale(() =>
        run(setAnswerHiddenMutation(client, queryClient), { ...ref, answerId, hidden: true }),
      ),
    ).toBe(true);
    expect(
      await marksStale(() => run(deleteAnswerMutation(client, queryClient), { ...ref, answerId })),
    ).toBe(true);
    expect(
      await marksStale(() =>
        run(setQuestionHiddenMutation(client, queryClient), { ...ref, hidden: true }),
      ),
    ).toBe(true);
    expect(
      await marksStale(() =>
        run(deleteQuestionMutation(client, queryClient), { ...ref, questionId: asked }),
      ),
    ).toBe(true);
  });
});
