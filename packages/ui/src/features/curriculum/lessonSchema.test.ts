import { describe, expect, it } from 'vitest';
import { emptyLessonForm, lessonFormSchema } from './lessonSchema';
import { curriculumTexts } from './texts';

const messagesOf = (values: unknown) => {
  const result = lessonFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the lesson dialog's rules", () => {
  it("checks only the chosen kind's fields, and sends only them", () => {
    const article = { ...emptyLessonForm(), title: 'Intro', body: 'Text.' };
    // The quiz's empty question is no concern of an article's.
    expect(lessonFormSchema.parse(article)).toEqual({
      title: 'Intro',
      kind: 'article',
      minutes: 10,
      preview: false,
      body: 'Text.',
    });
    expect(messagesOf({ ...article, body: ' ' })).toEqual([curriculumTexts.bodyRequired]);
  });

  it('takes a video over https or from the API, with captions as WebVTT', () => {
    const video = { ...emptyLessonForm(), title: 'Clip', kind: 'video' };
    expect(messagesOf({ ...video, videoUrl: 'https://cdn.example/clip.webm' })).toEqual([]);
    expect(messagesOf({ ...video, videoUrl: '/assets/lessons/clip.mp4' })).toEqual([]);
    expect(messagesOf({ ...video, videoUrl: 'http://cdn.example/clip.webm' })).toEqual([
      curriculumTexts.videoUrlInvalid,
    ]);
    expect(
      messagesOf({ ...video, videoUrl: 'https://cdn.example/clip.webm', captionsUrl: 'x.srt' }),
    ).toEqual([curriculumTexts.captionsUrlInvalid]);
  });

  it('wants every question, option and right answer of a quiz', () => {
    const quiz = { ...emptyLessonForm(), title: 'Check', kind: 'quiz' };
    expect(messagesOf(quiz)).toEqual([
      curriculumTexts.questionRequired,
      curriculumTexts.optionRequired,
      curriculumTexts.optionRequired,
      curriculumTexts.chooseRightOption,
    ]);
    const answered = {
      ...quiz,
      questions: [{ prompt: 'Which?', options: [{ text: 'A' }, { text: 'B' }], answer: '1' }],
    };
    expect(lessonFormSchema.parse(answered)).toMatchObject({
      quiz: { passMark: 70, questions: [{ prompt: 'Which?', options: ['A', 'B'], answer: 1 }] },
    });
    expect(messagesOf({ ...answered, passMark: '40' })).toEqual([curriculumTexts.passMarkInvalid]);
    expect(messagesOf({ ...answered, minutes: '601' })).toEqual([curriculumTexts.minutesInvalid]);
  });
});
