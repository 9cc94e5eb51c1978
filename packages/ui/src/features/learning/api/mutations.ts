import {
  unwrap,
  type ApiClient,
  type Certificate,
  type CompletionResult,
  type CourseProgress,
  type QuizAttemptResult,
} from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { useSession } from '../../../session';
import { skillKeys } from '../../skills/api/keys';
import { learningTexts } from '../texts';
import { learningKeys } from './keys';

export interface LessonRef {
  courseId: string;
  lessonId: string;
}

/**
 * What every progress write changes in the cache: the course's progress from the answer, a new
 * certificate in the user's list, and the enrolled courses' percentages (refetched).
 */
async function applyOutcome(
  queryClient: QueryClient,
  email: string,
  courseId: string,
  outcome: Pick<CompletionResult, 'progress' | 'certificate'>,
) {
  queryClient.setQueryData(learningKeys.progress(email, courseId), outcome.progress);
  const certificate = outcome.certificate;
  if (certificate) {
    queryClient.setQueryData<Certificate[]>(learningKeys.myCertificates(email), (list) =>
      list ? [certificate, ...list.filter((c) => c._id !== certificate._id)] : list,
    );
    queryClient.setQueryData(learningKeys.certificate(certificate._id), certificate);
    // A new certificate may verify new skills.
    await queryClient.invalidateQueries({ queryKey: skillKeys.verified() });
  }
  await queryClient.invalidateQueries({ queryKey: learningKeys.myProgress(email) });
}

export function completeLessonMutation(client: ApiClient, queryClient: QueryClient, email: string) {
  return mutationOptions({
    mutationKey: [...learningKeys.all, 'complete'],
    mutationFn: ({ courseId, lessonId }: LessonRef) =>
      unwrap(
        client.PUT('/courses/{id}/lessons/{lessonId}/completion', {
          params: { path: { id: courseId, lessonId } },
        }),
        learningTexts.completeFailed,
      ),
    onSuccess: (outcome, { courseId }) => applyOutcome(queryClient, email, courseId, outcome),
  });
}

export function uncompleteLessonMutation(
  client: ApiClient,
  queryClient: QueryClient,
  email: string,
) {
  return mutationOptions({
    mutationKey: [...learningKeys.all, 'uncomplete'],
    mutationFn: ({ courseId, lessonId }: LessonRef) =>
      unwrap(
        client.DELETE('/courses/{id}/lessons/{lessonId}/completion', {
          params: { path: { id: courseId, lessonId } },
        }),
        learningTexts.completeFailed,
      ),
    onSuccess: (outcome, { courseId }) => applyOutcome(queryClient, email, courseId, outcome),
  });
}

export interface QuizAnswers extends LessonRef {
  answers: number[];
}

export function submitQuizMutation(client: ApiClient, queryClient: QueryClient, email: string) {
  return mutationOptions({
    mutationKey: [...learningKeys.all, 'attempt'],
    mutationFn: ({ courseId, lessonId, answers }: QuizAnswers): Promise<QuizAttemptResult> =>
      unwrap(
        client.POST('/courses/{id}/lessons/{lessonId}/attempts', {
          params: { path: { id: courseId, lessonId } },
          body: { answers },
        }),
        learningTexts.attemptFailed,
      ),
    onSuccess: async (result, { courseId, lessonId }) => {
      queryClient.setQueryData(learningKeys.latestAttempt(email, lessonId), {
        attempt: result.attempt,
      });
      await applyOutcome(queryClient, email, courseId, result);
    },
  });
}

/** Records the lesson opened last; the enrolled courses' 'Continue' follows. */
export function setPositionMutation(client: ApiClient, queryClient: QueryClient, email: string) {
  return mutationOptions({
    mutationKey: [...learningKeys.all, 'position'],
    mutationFn: ({ courseId, lessonId }: LessonRef) =>
      unwrap(
        client.PUT('/courses/{id}/progress/position', {
          params: { path: { id: courseId } },
          body: { lessonId },
        }),
        learningTexts.progressFailed,
      ),
    onSuccess: async (_result, { courseId, lessonId }) => {
      // Unchanged when the learner reopens where they were: the same object, so nothing that
      // reads the course's progress renders again.
      queryClient.setQueryData<CourseProgress>(
        learningKeys.progress(email, courseId),
        (progress) =>
          progress && (progress.lastLessonId !== lessonId || progress.resumeLessonId !== lessonId)
            ? { ...progress, lastLessonId: lessonId, resumeLessonId: lessonId }
            : progress,
      );
      await queryClient.invalidateQueries({ queryKey: learningKeys.myProgress(email) });
    },
  });
}

const useEmail = () => useSession().user?.email ?? '';

export function useCompleteLesson() {
  return useApiMutation(completeLessonMutation, useEmail());
}

export function useUncompleteLesson() {
  return useApiMutation(uncompleteLessonMutation, useEmail());
}

export function useSubmitQuiz() {
  return useApiMutation(submitQuizMutation, useEmail());
}

export function useSetPosition() {
  return useApiMutation(setPositionMutation, useEmail());
}
