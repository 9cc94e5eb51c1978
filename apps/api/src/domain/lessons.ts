/**
 * A lesson as its author writes it, checked against the rules the contract's schema cannot say
 * (docs/product.md, Learning: the fields of its kind, media addresses, one right answer among the
 * options) and turned into what the lessons table stores. The schema has already checked every
 * length and count; these refusals are 400s naming the field.
 */
import type { components } from '@edugate/api-client';
import { CURRICULUM_LIMITS } from '@edugate/api-client/constants';
import { isLessonMediaUrl, lessonAssetFile } from '@edugate/api-client/lessons';
import { messages } from '@edugate/api-client/messages';
import { invalid } from './errors.ts';
import { renderMarkdown } from './markdown.ts';

type LessonInput = components['schemas']['LessonInput'];
export type LessonKind = components['schemas']['LessonKind'];

export interface StoredQuestion {
  prompt: string;
  options: string[];
  answer: number;
}

/** The columns of a lessons row that its author writes. */
export interface LessonFields {
  title: string;
  kind: LessonKind;
  minutes: number;
  preview: boolean;
  body: string | null;
  bodyHtml: string | null;
  videoUrl: string | null;
  captionsUrl: string | null;
  passMark: number | null;
  questions: StoredQuestion[] | null;
}

/**
 * A media address as stored: the API's own file by its path (so a change of PUBLIC_URL keeps it
 * working), anything else as written.
 */
function storedMedia(address: string, publicUrl: string): string {
  const file = lessonAssetFile(address, publicUrl);
  return file === undefined ? address : `/assets/lessons/${file}`;
}

export function lessonFields(input: LessonInput, publicUrl: string): LessonFields {
  const fields: LessonFields = {
    title: input.title.trim(),
    kind: input.kind,
    minutes: input.minutes,
    preview: input.preview ?? false,
    body: null,
    bodyHtml: null,
    videoUrl: null,
    captionsUrl: null,
    passMark: null,
    questions: null,
  };
  if (input.kind === 'article') {
    const body = input.body ?? '';
    if (body.trim() === '') throw invalid(messages.articleBodyRequired);
    fields.body = body;
    fields.bodyHtml = renderMarkdown(body);
  } else if (input.kind === 'video') {
    const videoUrl = input.videoUrl?.trim() ?? '';
    if (videoUrl === '') throw invalid(messages.videoUrlRequired);
    if (!isLessonMediaUrl(videoUrl, 'video', publicUrl)) throw invalid(messages.videoUrlInvalid);
    fields.videoUrl = storedMedia(videoUrl, publicUrl);
    const captionsUrl = input.captionsUrl?.trim() ?? '';
    if (captionsUrl !== '') {
      if (!isLessonMediaUrl(captionsUrl, 'captions', publicUrl))
        throw invalid(messages.captionsUrlInvalid);
      fields.captionsUrl = storedMedia(captionsUrl, publicUrl);
    }
  } else {
    const quiz = input.quiz;
    if (!quiz || quiz.questions.length === 0) throw invalid(messages.quizRequired);
    if (quiz.questions.some((question) => question.answer >= question.options.length))
      throw invalid(messages.quizAnswerNotAnOption);
    fields.passMark = quiz.passMark ?? CURRICULUM_LIMITS.passMark.default;
    fields.questions = quiz.questions.map(({ prompt, options, answer }) => ({
      prompt: prompt.trim(),
      options: options.map((option) => option.trim()),
      answer,
    }));
  }
  return fields;
}

/**
 * A quiz's grade: the score is the share of right answers as a whole percent, rounded down (2 of
 * 7 is 28%), and the pass is decided on the exact share, right / total >= passMark / 100, in
 * whole numbers so no rounding enters it (4 of 7, 57.1%, is short of 60%; 3 of 5 reaches it).
 */
export function gradeQuiz(
  questions: readonly StoredQuestion[],
  answers: readonly number[],
  passMark: number,
) {
  const total = questions.length;
  const right = questions.filter((question, index) => answers[index] === question.answer).length;
  const score = total === 0 ? 0 : Math.floor((right * 100) / total);
  return { score, passed: total > 0 && right * 100 >= passMark * total };
}
