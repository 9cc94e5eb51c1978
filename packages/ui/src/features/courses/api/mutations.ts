import { unwrap, type ApiClient, type Course, type CourseInput } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { enrollmentKeys } from '../../enrollments/api/keys';
import { courseTexts } from '../texts';
import { removeCachedCourse, updateCachedCourse } from './cache';
import { courseKeys } from './keys';

/*
 * Each write owns its cache effects, so a screen only calls `mutate` and shows the product's toast.
 * The options factories take the client and cache explicitly: unit tests run them in Node.
 */

export function createCourseMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...courseKeys.all, 'create'],
    mutationFn: (input: CourseInput) =>
      unwrap(client.POST('/courses', { body: input }), courseTexts.addFailed),
    onSuccess: async (course: Course) => {
      queryClient.setQueryData(courseKeys.detail(course._id), course);
      await queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: [...courseKeys.all, 'mine'] });
    },
  });
}

export interface UpdateCourseVariables {
  id: string;
  input: CourseInput;
}

export function updateCourseMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...courseKeys.all, 'update'],
    mutationFn: ({ id, input }: UpdateCourseVariables) =>
      unwrap(
        client.PUT('/courses/{id}', { params: { path: { id } }, body: input }),
        courseTexts.updateFailed,
      ),
    onSuccess: async (course: Course, { id }) => {
      updateCachedCourse(queryClient, id, () => course);
      // A new title or category can move the course between search results and pages.
      await queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
    },
  });
}

export function deleteCourseMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...courseKeys.all, 'delete'],
    mutationFn: async (id: string) => {
      await unwrap(
        client.DELETE('/courses/{id}', { params: { path: { id } } }),
        courseTexts.deleteFailed,
      );
      return id;
    },
    onSuccess: async (id: string) => {
      removeCachedCourse(queryClient, id);
      // The server dropped the course's enrollments with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
      ]);
    },
  });
}

export function useCreateCourse() {
  return useApiMutation(createCourseMutation);
}

export function useUpdateCourse() {
  return useApiMutation(updateCourseMutation);
}

export function useDeleteCourse() {
  return useApiMutation(deleteCourseMutation);
}
