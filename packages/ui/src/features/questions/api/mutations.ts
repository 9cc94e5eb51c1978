import { unwrap, type ApiClient } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { questionTexts } from '../texts';
import { questionKeys } from './keys';

/** Where a question lives: every change to it refreshes its lesson's list. */
export interface QuestionRef {
  courseId: string;
  lessonId: string;
  questionId: string;
}

export interface AnswerRef extends QuestionRef {
  answerId: string;
}

export interface QuestionInput {
  title: string;
  details: string;
}

const refreshLesson = (
  queryClient: QueryClient,
  { courseId, lessonId }: Omit<QuestionRef, 'questionId'>,
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: questionKeys.lesson(courseId, lessonId) }),
    // The course's Q&A page lists the same questions.
    queryClient.invalidateQueries({ queryKey: questionKeys.course(courseId) }),
  ]);

/** The question's answers and its lesson's list (its answer count, its accepted mark). */
const refreshQuestion = (queryClient: QueryClient, ref: QuestionRef) =>
  Promise.all([
    refreshLesson(queryClient, ref),
    queryClient.invalidateQueries({ queryKey: questionKeys.answers(ref.courseId, ref.questionId) }),
  ]);

/** Manage Courses' unanswered counts, for changes that decide whether a question waits. */
const refreshUnanswered = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: questionKeys.unanswered() });

/** The lesson's list and the unanswered counts: a question came, went or was hidden. */
const refreshLessonAndCounts = (queryClient: QueryClient, ref: Omit<QuestionRef, 'questionId'>) =>
  Promise.all([refreshLesson(queryClient, ref), refreshUnanswered(queryClient)]);

/** The question, its list and the unanswered counts: it gained or lost an answer, or went. */
const refreshQuestionAndCounts = (queryClient: QueryClient, ref: QuestionRef) =>
  Promise.all([refreshQuestion(queryClient, ref), refreshUnanswered(queryClient)]);

export function askQuestionMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'ask'],
    mutationFn: ({
      courseId,
      lessonId,
      ...body
    }: Omit<QuestionRef, 'questionId'> & QuestionInput) =>
      unwrap(
        client.POST('/courses/{id}/lessons/{lessonId}/questions', {
          params: { path: { id: courseId, lessonId } },
          body,
        }),
        questionTexts.askFailed,
      ),
    // Read again rather than inserted: the server decides where it goes in either order.
    onSuccess: (_question, ref) => refreshLessonAndCounts(queryClient, ref),
  });
}

export function updateQuestionMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'update'],
    mutationFn: ({ courseId, questionId, title, details }: QuestionRef & QuestionInput) =>
      unwrap(
        client.PUT('/courses/{id}/questions/{questionId}', {
          params: { path: { id: courseId, questionId } },
          body: { title, details },
        }),
        questionTexts.saveFailed,
      ),
    onSuccess: (_question, ref) => refreshLesson(queryClient, ref),
  });
}

export function deleteQuestionMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'delete'],
    mutationFn: ({ courseId, questionId }: QuestionRef) =>
      unwrap(
        client.DELETE('/courses/{id}/questions/{questionId}', {
          params: { path: { id: courseId, questionId } },
        }),
        questionTexts.deleteFailed,
      ),
    // One with answers stays as 'This question was deleted.': the server says which.
    onSuccess: (_nothing, ref) => refreshQuestionAndCounts(queryClient, ref),
  });
}

export function upvoteQuestionMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'upvote'],
    mutationFn: ({ courseId, questionId }: QuestionRef) =>
      unwrap(
        client.PUT('/courses/{id}/questions/{questionId}/upvote', {
          params: { path: { id: courseId, questionId } },
        }),
        questionTexts.upvoteFailed,
      ),
    onSuccess: (_question, ref) => refreshLesson(queryClient, ref),
  });
}

/** Takes the caller's upvote back; without one the server answers the question unchanged. */
export function withdrawUpvoteMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'withdrawUpvote'],
    mutationFn: ({ courseId, questionId }: QuestionRef) =>
      unwrap(
        client.DELETE('/courses/{id}/questions/{questionId}/upvote', {
          params: { path: { id: courseId, questionId } },
        }),
        questionTexts.withdrawUpvoteFailed,
      ),
    onSuccess: (_question, ref) => refreshLesson(queryClient, ref),
  });
}

export function acceptAnswerMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'accept'],
    mutationFn: ({ courseId, questionId, answerId }: AnswerRef) =>
      unwrap(
        client.PUT('/courses/{id}/questions/{questionId}/accepted-answer', {
          params: { path: { id: courseId, questionId } },
          body: { answerId },
        }),
        questionTexts.acceptFailed,
      ),
    // The accepted answer moves to the top of the answers.
    onSuccess: (_question, ref) => refreshQuestion(queryClient, ref),
  });
}

export function setQuestionHiddenMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'hide'],
    mutationFn: ({ courseId, questionId, hidden }: QuestionRef & { hidden: boolean }) =>
      unwrap(
        client.PUT('/courses/{id}/questions/{questionId}/hidden', {
          params: { path: { id: courseId, questionId } },
          body: { hidden },
        }),
        questionTexts.hideFailed,
      ),
    onSuccess: (_question, ref) => refreshLessonAndCounts(queryClient, ref),
  });
}

export function answerQuestionMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'answer'],
    mutationFn: ({ courseId, questionId, body }: QuestionRef & { body: string }) =>
      unwrap(
        client.POST('/courses/{id}/questions/{questionId}/answers', {
          params: { path: { id: courseId, questionId } },
          body: { body },
        }),
        questionTexts.answerFailed,
      ),
    onSuccess: (_answer, ref) => refreshQuestionAndCounts(queryClient, ref),
  });
}

export function updateAnswerMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'updateAnswer'],
    mutationFn: ({ courseId, questionId, answerId, body }: AnswerRef & { body: string }) =>
      unwrap(
        client.PUT('/courses/{id}/questions/{questionId}/answers/{answerId}', {
          params: { path: { id: courseId, questionId, answerId } },
          body: { body },
        }),
        questionTexts.saveFailed,
      ),
    onSuccess: (_answer, ref) =>
      queryClient.invalidateQueries({
        queryKey: questionKeys.answers(ref.courseId, ref.questionId),
      }),
  });
}

export function deleteAnswerMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'deleteAnswer'],
    mutationFn: ({ courseId, questionId, answerId }: AnswerRef) =>
      unwrap(
        client.DELETE('/courses/{id}/questions/{questionId}/answers/{answerId}', {
          params: { path: { id: courseId, questionId, answerId } },
        }),
        questionTexts.deleteFailed,
      ),
    // The count changes, and a deleted question goes with its last answer.
    onSuccess: (_nothing, ref) => refreshQuestionAndCounts(queryClient, ref),
  });
}

export function setAnswerHiddenMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...questionKeys.all, 'hideAnswer'],
    mutationFn: ({ courseId, questionId, answerId, hidden }: AnswerRef & { hidden: boolean }) =>
      unwrap(
        client.PUT('/courses/{id}/questions/{questionId}/answers/{answerId}/hidden', {
          params: { path: { id: courseId, questionId, answerId } },
          body: { hidden },
        }),
        questionTexts.hideFailed,
      ),
    // Hiding its only visible answer leaves the question waiting again.
    onSuccess: (_answer, ref) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: questionKeys.answers(ref.courseId, ref.questionId),
        }),
        refreshUnanswered(queryClient),
      ]),
  });
}

export const useAskQuestion = () => useApiMutation(askQuestionMutation);
export const useUpdateQuestion = () => useApiMutation(updateQuestionMutation);
export const useDeleteQuestion = () => useApiMutation(deleteQuestionMutation);
export const useUpvoteQuestion = () => useApiMutation(upvoteQuestionMutation);
export const useWithdrawUpvote = () => useApiMutation(withdrawUpvoteMutation);
export const useAcceptAnswer = () => useApiMutation(acceptAnswerMutation);
export const useSetQuestionHidden = () => useApiMutation(setQuestionHiddenMutation);
export const useAnswerQuestion = () => useApiMutation(answerQuestionMutation);
export const useUpdateAnswer = () => useApiMutation(updateAnswerMutation);
export const useDeleteAnswer = () => useApiMutation(deleteAnswerMutation);
export const useSetAnswerHidden = () => useApiMutation(setAnswerHiddenMutation);
