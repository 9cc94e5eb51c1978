import {
  JOB_TYPES,
  MAX_ATTACHED_CERTIFICATES,
  SKILL_LIMITS,
  type JobApplication,
  type JobInput,
} from '@edugate/api-client';
import { z } from 'zod';
import type { MatchesContract } from '../../forms/contract';
import { requiredText, requiredUrl } from '../../forms/rules';

/** One entry per line, blank lines dropped (docs/product.md, Rules); at most the contract's 30. */
const lines = z
  .string()
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(
    z
      .array(z.string().max(300, 'Please keep each line under 300 characters.'))
      .max(30, 'Please list at most 30 lines.'),
  );

/** The post-job dialog: six required fields, type defaults to Full-time. */
export const jobPostSchema = z.object({
  title: requiredText('Please enter the job title.', 120),
  company: requiredText('Please enter the company.', 120),
  location: requiredText('Please enter the location.', 120),
  salary: requiredText('Please enter the salary.', 60),
  type: z.enum(JOB_TYPES, { error: 'Please choose a job type.' }),
  description: requiredText('Please enter the job description.', 5000),
  requirements: lines,
  benefits: lines,
  // 'Skills required': the field adds at most fifteen, each a skill name it has normalised.
  skills: z.array(z.string()).max(SKILL_LIMITS.perJob),
});

export type JobPostFormValues = z.input<typeof jobPostSchema>;

export const emptyJobPostForm = {
  title: '',
  company: '',
  location: '',
  salary: '',
  type: 'Full-time',
  description: '',
  requirements: '',
  benefits: '',
  skills: [],
} satisfies JobPostFormValues;

/** The apply dialog: a resume URL (required, http(s)) and an optional cover letter. */
export const applySchema = z.object({
  resumeUrl: requiredUrl(
    'Please enter the URL of your resume.',
    'Please enter a valid URL (starting with http:// or https://).',
  ),
  coverLetter: z.string().trim().max(5000, 'Please keep the cover letter under 5000 characters.'),
  /** The applicant's certificates to attach (docs/product.md, Applying with certificates). */
  // react-hook-form gives a lone ticked checkbox as its value and none ticked as false.
  certificateIds: z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []),
    z.array(z.string()).max(MAX_ATTACHED_CERTIFICATES),
  ),
});

export type ApplyFormValues = z.input<typeof applySchema>;

export const emptyApplyForm = {
  resumeUrl: '',
  coverLetter: '',
  certificateIds: [],
} satisfies ApplyFormValues;

const submitsJobInput: MatchesContract<z.output<typeof jobPostSchema>, Required<JobInput>> = true;
const submitsApplication: MatchesContract<
  z.output<typeof applySchema>,
  Required<JobApplication>
> = true;
void [submitsJobInput, submitsApplication];
