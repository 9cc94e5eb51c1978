import {
  unwrap,
  type ApiClient,
  type CurriculumResult,
  type LessonInput,
} from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { learningKeys } from '../../learning/api/keys';
import { curriculumTexts } from '../texts';
import { curriculumKeys } from './keys';

/**
 * Every curriculum write answers with the outline as it is now: the cache takes it as it is.
 * Lessons' cached content goes (a saved lesson reads afresh), and so does progress, whose lesson
 * counts follow the curriculum.
 */
async function applyWrite(queryClient: QueryClient, courseId: string, result: CurriculumResult) {
  queryClient.setQueryData(curriculumKeys.outline(courseId), result.outline);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: curriculumKeys.lessons(courseId) }),
    queryClient.invalidateQueries({ queryKey: learningKeys.all }),
  ]);
}

/** A write's options: its request, then the outline it answers with into the cache. */
function curriculumWrite<V extends { courseId: string }>(
  queryClient: QueryClient,
  name: string,
  request: (variables: V) => Promise<CurriculumResult>,
) {
  return mutationOptions({
    mutationKey: [...curriculumKeys.all, name],
    mutationFn: request,
    onSuccess: (result: CurriculumResult, variables: V) =>
      applyWrite(queryClient, variables.courseId, result),
  });
}

const failed = curriculumTexts.saveFailed;

export interface SectionVariables {
  courseId: string;
  sectionId: string;
}

export interface OrderVariables {
  courseId: string;
  /** The lessons of this section; the sections when absent. */
  sectionId?: string;
  order: string[];
  previousOrder: string[];
}

export interface LessonVariables {
  courseId: string;
  input: LessonInput;
  /** Where a new lesson goes. */
  sectionId?: string;
  /** The lesson to replace; a new one when absent. */
  lessonId?: string;
}

export function createSectionMutation(client: ApiClient, queryClient: QueryClient) {
  return curriculumWrite(
    queryClient,
    'createSection',
    ({ courseId, title }: { courseId: string; title: string }) =>
      unwrap(
        client.POST('/courses/{id}/curriculum/sections', {
          params: { path: { id: courseId } },
          body: { title },
        }),
        failed,
      ),
  );
}

export function renameSectionMutation(client: ApiClient, queryClient: QueryClient) {
  return curriculumWrite(
    queryClient,
    'renameSection',
    ({ courseId, sectionId, title }: SectionVariables & { title: string }) =>
      unwrap(
        client.PATCH('/courses/{id}/curriculum/sections/{sectionId}', {
          params: { path: { id: courseId, sectionId } },
          body: { title },
        }),
        failed,
      ),
  );
}

export function deleteSectionMutation(client: ApiClient, queryClient: QueryClient) {
  return curriculumWrite(
    queryClient,
    'deleteSection',
    ({ courseId, sectionId }: SectionVariables) =>
      unwrap(
        client.DELETE('/courses/{id}/curriculum/sections/{sectionId}', {
          params: { path: { id: courseId, sectionId } },
        }),
        failed,
      ),
  );
}

export function reorderMutation(client: ApiClient, queryClient: QueryClient) {
  return curriculumWrite(
    queryClient,
    'reorder',
    ({ courseId, sectionId, order, previousOrder }: OrderVariables) =>
      unwrap(
        sectionId
          ? client.PUT('/courses/{id}/curriculum/sections/{sectionId}/order', {
              params: { path: { id: courseId, sectionId } },
              body: { order, previousOrder },
            })
          : client.PUT('/courses/{id}/curriculum/order', {
              params: { path: { id: courseId } },
              body: { order, previousOrder },
            }),
        failed,
      ),
  );
}

export function saveLessonMutation(client: ApiClient, queryClient: QueryClient) {
  return curriculumWrite(
    queryClient,
    'saveLesson',
    ({ courseId, sectionId, lessonId, input }: LessonVariables) =>
      unwrap(
        lessonId
          ? client.PUT('/courses/{id}/lessons/{lessonId}', {
              params: { path: { id: courseId, lessonId } },
              body: input,
            })
          : client.POST('/courses/{id}/curriculum/sections/{sectionId}/lessons', {
              params: { path: { id: courseId, sectionId: sectionId ?? '' } },
              body: input,
            }),
        failed,
      ),
  );
}

export function deleteLessonMutation(client: ApiClient, queryClient: QueryClient) {
  return curriculumWrite(
    queryClient,
    'deleteLesson',
    ({ courseId, lessonId }: { courseId: string; lessonId: string }) =>
      unwrap(
        client.DELETE('/courses/{id}/lessons/{lessonId}', {
          params: { path: { id: courseId, lessonId } },
        }),
        failed,
      ),
  );
}

/**
 * An article's Markdown rendered by the API as it would store it: nothing is saved and nothing
 * cached (each preview is of the text as it is now).
 */
export function previewArticleMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...curriculumKeys.all, 'previewArticle'],
    mutationFn: ({ courseId, body }: { courseId: string; body: string }) =>
      unwrap(
        client.POST('/courses/{id}/curriculum/article-preview', {
          params: { path: { id: courseId } },
          body: { body },
        }),
        curriculumTexts.previewFailed,
      ),
  });
}

export const useCreateSection = () => useApiMutation(createSectionMutation);
export const useRenameSection = () => useApiMutation(renameSectionMutation);
export const useDeleteSection = () => useApiMutation(deleteSectionMutation);
export const useReorder = () => useApiMutation(reorderMutation);
export const useSaveLesson = () => useApiMutation(saveLessonMutation);
export const useDeleteLesson = () => useApiMutation(deleteLessonMutation);
export const usePreviewArticle = () => useApiMutation(previewArticleMutation);
