import { COURSE_CATEGORIES, type CourseInput } from '@edugate/api-client';
import { z } from 'zod';
import type { MatchesContract } from '../../forms/contract';
import { requiredText, requiredUrl } from '../../forms/rules';
import { courseTexts } from './texts';

const required = courseTexts.allFieldsRequired;

/**
 * Add and Edit Course (SPEC.md section 5): every field is required, with SPEC's one text for a
 * missing value; the image is an http(s) URL; SPEC-NOTES.md adds the required Category select.
 * Limits are the contract's.
 */
export const courseSchema = z.object({
  title: requiredText(required, 120),
  description: requiredText(required, 2000),
  imageUrl: requiredUrl(
    required,
    'Please enter a valid image URL (starting with http:// or https://).',
  ),
  duration: requiredText(required, 60),
  category: z.enum(COURSE_CATEGORIES, { error: required }),
});

export type CourseFormValues = z.input<typeof courseSchema>;

/** An empty form: the category starts unselected so nobody files a course under a default. */
export const emptyCourseForm = {
  title: '',
  description: '',
  imageUrl: '',
  duration: '',
  category: '' as CourseFormValues['category'],
} satisfies CourseFormValues;

// What the form submits is exactly what POST and PUT /courses accept, but for the optional
// `totalSeats` (issue 21), which the form does not send yet: the server keeps or defaults it.
const submitsCourseInput: MatchesContract<
  z.output<typeof courseSchema>,
  Required<Omit<CourseInput, 'totalSeats'>>
> = true;
void submitsCourseInput;
