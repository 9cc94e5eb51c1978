import {
  CURRICULUM_LIMITS,
  isLessonMediaUrl,
  LESSON_KINDS,
  type Lesson,
  type LessonInput,
} from '@edugate/api-client';
import { z } from 'zod';
import type { MatchesContract } from '../../forms/contract';
import { curriculumTexts as texts } from './texts';

const limits = CURRICULUM_LIMITS;

/** A whole number typed into a box (the form keeps text; the contract takes a number). */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** A quiz question as the form holds it; checked only when the lesson is a quiz (below). */
const question = z.object({
  prompt: z.string(),
  options: z.array(z.object({ text: z.string() })),
  /** The right option's index, as the radio's value ('' until one is chosen). */
  answer: z.string(),
});

/**
 * The lesson dialog (docs/product.md, Learning): title, type, minutes and Preview for every
 * lesson; then the kind's own fields. Only the chosen kind's fields are checked and sent.
 */
export const lessonFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, texts.titleRequired)
      .max(limits.titleLength, texts.titleTooLong),
    kind: z.enum(LESSON_KINDS),
    minutes: wholeNumber(limits.minutes.min, limits.minutes.max, texts.minutesInvalid),
    preview: z.boolean(),
    body: z.string(),
    videoUrl: z.string().trim(),
    captionsUrl: z.string().trim(),
    passMark: z.string(),
    questions: z.array(question).max(limits.questionsPerQuiz.max),
  })
  .superRefine((values, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    if (values.kind === 'article') {
      if (values.body.trim() === '') issue(['body'], texts.bodyRequired);
      else if (values.body.length > limits.articleBodyLength) issue(['body'], texts.bodyTooLong);
    }
    if (values.kind === 'video') {
      if (!isLessonMediaUrl(values.videoUrl, 'video')) issue(['videoUrl'], texts.videoUrlInvalid);
      if (values.captionsUrl !== '' && !isLessonMediaUrl(values.captionsUrl, 'captions'))
        issue(['captionsUrl'], texts.captionsUrlInvalid);
    }
    if (values.kind === 'quiz') {
      const mark = Number(values.passMark);
      if (
        !/^\d+$/.test(values.passMark.trim()) ||
        mark < limits.passMark.min ||
        mark > limits.passMark.max
      )
        issue(['passMark'], texts.passMarkInvalid);
      if (values.questions.length === 0) issue(['questions'], texts.questionRequired);
      values.questions.forEach((q, index) => {
        const prompt = q.prompt.trim();
        if (prompt === '') issue(['questions', index, 'prompt'], texts.questionRequired);
        else if (prompt.length > limits.promptLength)
          issue(['questions', index, 'prompt'], texts.promptTooLong);
        q.options.forEach((option, optionIndex) => {
          const text = option.text.trim();
          if (text === '')
            issue(['questions', index, 'options', optionIndex, 'text'], texts.optionRequired);
          else if (text.length > limits.optionLength)
            issue(['questions', index, 'options', optionIndex, 'text'], texts.optionTooLong);
        });
        if (q.answer === '' || Number(q.answer) >= q.options.length)
          issue(['questions', index, 'answer'], texts.chooseRightOption);
      });
    }
  })
  .transform((values): LessonInput => {
    const common = {
      title: values.title,
      kind: values.kind,
      minutes: values.minutes,
      preview: values.preview,
    };
    if (values.kind === 'article') return { ...common, body: values.body };
    if (values.kind === 'video') {
      return {
        ...common,
        videoUrl: values.videoUrl,
        ...(values.captionsUrl ? { captionsUrl: values.captionsUrl } : {}),
      };
    }
    return {
      ...common,
      quiz: {
        passMark: Number(values.passMark),
        questions: values.questions.map((q) => ({
          prompt: q.prompt,
          options: q.options.map((option) => option.text),
          answer: Number(q.answer),
        })),
      },
    };
  });

export type LessonFormValues = z.input<typeof lessonFormSchema>;

export const emptyQuestion = (): LessonFormValues['questions'][number] => ({
  prompt: '',
  options: [{ text: '' }, { text: '' }],
  answer: '',
});

export const emptyLessonForm = (): LessonFormValues => ({
  title: '',
  kind: 'article',
  minutes: '10',
  preview: false,
  body: '',
  videoUrl: '',
  captionsUrl: '',
  passMark: String(limits.passMark.default),
  questions: [emptyQuestion()],
});

/** A stored lesson (read as its author, with its Markdown and answers) as the form's values. */
export function lessonFormValues(lesson: Lesson): LessonFormValues {
  return {
    ...emptyLessonForm(),
    title: lesson.title,
    kind: lesson.kind,
    minutes: String(lesson.minutes),
    preview: lesson.preview,
    body: lesson.article?.body ?? '',
    videoUrl: lesson.video?.url ?? '',
    captionsUrl: lesson.video?.captionsUrl ?? '',
    passMark: String(lesson.quiz?.passMark ?? limits.passMark.default),
    questions: lesson.quiz
      ? lesson.quiz.questions.map((q) => ({
          prompt: q.prompt,
          options: q.options.map((text) => ({ text })),
          answer: q.answer === undefined ? '' : String(q.answer),
        }))
      : [emptyQuestion()],
  };
}

const submitsLessonInput: MatchesContract<z.output<typeof lessonFormSchema>, LessonInput> = true;
void submitsLessonInput;
