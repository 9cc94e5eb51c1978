import { COURSE_CATEGORIES, SKILL_LIMITS, type CourseInput } from '@edugate/api-client';
import { z } from 'zod';
import type { MatchesContract } from '../../forms/contract';
import { requiredText, requiredUrl } from '../../forms/rules';
import { courseTexts } from './texts';

const required = courseTexts.allFieldsRequired;

/** openapi.yaml's CourseInput.outcomes: at most six, each 1 to 120 characters. */
export const MAX_OUTCOMES = 6;
export const MAX_OUTCOME_LENGTH = 120;

/**
 * Add and Edit Course (docs/product.md, Rules): every field is required, with the product's one text for a
 * missing value; the image is an http(s) URL; docs/product.md adds the required Category select.
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
  // docs/product.md, Courses: 'Seats', 1 to 500 (default 30). The server also refuses fewer
  // than the learners already enrolled, with its own text (409).
  totalSeats: z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d+$/, courseTexts.seatsRange)
    .transform(Number)
    .pipe(z.number().int().min(1, courseTexts.seatsRange).max(500, courseTexts.seatsRange)),
  // 'What learners will learn': up to six lines (the field offers no seventh), each at most 120
  // characters once trimmed; a line left blank is dropped rather than refused.
  outcomes: z
    .array(
      z.object({ text: z.string().trim().max(MAX_OUTCOME_LENGTH, courseTexts.outcomeTooLong) }),
    )
    .max(MAX_OUTCOMES)
    .transform((lines) => lines.map((line) => line.text).filter((text) => text !== '')),
  // 'Skills taught': the field adds at most ten, each a skill name it has already normalised.
  skills: z.array(z.string()).max(SKILL_LIMITS.perCourse),
});

export type CourseFormValues = z.input<typeof courseSchema>;

/** An empty form: the category starts unselected so nobody files a course under a default. */
export const emptyCourseForm = {
  title: '',
  description: '',
  imageUrl: '',
  duration: '',
  category: '' as CourseFormValues['category'],
  totalSeats: '30',
  // One empty line to start from, so the field shows where outcomes go.
  outcomes: [{ text: '' }],
  skills: [],
} satisfies CourseFormValues;

// What the form submits is exactly what POST and PUT /courses accept.
const submitsCourseInput: MatchesContract<
  z.output<typeof courseSchema>,
  Required<CourseInput>
> = true;
void submitsCourseInput;
