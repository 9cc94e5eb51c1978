import { messages } from '@edugate/api-client';
import { failWith, LEARNING_COURSE_ID, neverAnswers, unbroken } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atSmall } from '../../../../testing';
import {
  ada,
  alan,
  answer,
  grace,
  katherine,
  question,
  QUESTIONS_LESSON_ID,
  seededAnswers,
  seededQuestions,
  withQuestions,
  type MockAnswer,
  type MockQuestion,
} from '../../../../testing/questions';
import { expectNoHorizontalOverflow } from '../../../../testing/layout';
import { findDialog, findToast } from '../../../../testing/play';
import { questionTexts as texts } from '../../texts';
import { LessonQuestions } from './LessonQuestions';

const meta = {
  title: 'Features/Questions/Lesson Questions',
  component: LessonQuestions,
  tags: ['!autodocs'],
  args: { courseId: LEARNING_COURSE_ID, lessonId: QUESTIONS_LESSON_ID },
  // Padded, not centred: the panel spans the lesson's column as it does below a lesson.
  parameters: {
    layout: 'padded',
    session: 'signedIn',
    mockDb: withQuestions(seededQuestions, seededAnswers),
  },
} satisfies Meta<typeof LessonQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

const questionList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: texts.heading });

/** The item of the question titled `title`. */
const itemOf = async (canvasElement: HTMLElement, title: string) => {
  const list = await questionList(canvasElement);
  const heading = await within(list).findByRole('heading', { name: title });
  return heading.closest('li')!;
};

/**
 * The lesson's questions newest first, with '3 questions': each with its writer, date, upvotes
 * and answers.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: texts.heading, level: 2 })).toBeVisible();
    const items = within(await questionList(canvasElement)).getAllByRole('listitem');
    await expect(canvas.getByText(texts.count(3))).toBeVisible();
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Can an interface extend a type alias?');
    await expect(items[0]).toHaveTextContent('Ada Lovelace');
    await expect(items[0]).toHaveTextContent('March 15, 2026');
    await expect(items[1]).toHaveTextContent('When should I pick an interface over a type alias?');
    await expect(items[1]).toHaveTextContent('Alan Turing');
    await expect(items[1]).toHaveTextContent('March 14, 2026');
    await expect(items[1]).toHaveTextContent(texts.upvotes(2));
    await expect(
      within(items[1]!).getByRole('button', { name: texts.showAnswers(2) }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(within(items[1]!).getByText(/Is one better for a public API/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.ask })).toBeVisible();
  },
};

/** 'Most upvoted': the question with two upvotes first, the one without any last. */
export const MostUpvoted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionList(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: texts.sortLabel }),
      texts.mostUpvoted,
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 3 })[1]).toHaveTextContent(
        'When should I pick an interface over a type alias?',
      ),
    );
    const titles = canvas.getAllByRole('heading', { level: 3 }).slice(1);
    await expect(titles.map((title) => title.textContent)).toEqual([
      'When should I pick an interface over a type alias?',
      'Why does declaration merging not work with type aliases?',
      'Can an interface extend a type alias?',
    ]);
  },
};

/** Nothing asked yet: the empty text, '0 questions', and the form to ask the first. */
export const Empty: Story = {
  parameters: { mockDb: withQuestions([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty)).toBeVisible();
    await expect(canvas.getByText(texts.count(0))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.title })).toBeVisible();
  },
};

/** Loading: a placeholder the size of three questions, busy; the form is there already. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/{id}/lessons/{lessonId}/questions')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByText(texts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: texts.title })).toBeVisible();
  },
};

/** The questions cannot load: 'Failed to load questions' with Try Again; asking still works. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/lessons/{lessonId}/questions', 500)] },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: texts.heading });
    const alert = await within(panel).findByRole('alert');
    await expect(alert).toHaveTextContent(texts.loadFailed);
    await expect(within(panel).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(within(panel).getByRole('button', { name: texts.ask })).toBeEnabled();
  },
};

const longTitle = unbroken('W', 120);
const longDetails = unbroken('Details', 5000);

/** At 375 px: a 120-character title and 5,000 characters of details, neither with a space, wrap. */
export const LongTexts: Story = atSmall({
  parameters: {
    mockDb: withQuestions([
      question('question-long', longTitle, katherine, '2026-03-15T10:00:00.000Z', {
        details: longDetails,
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, longTitle);
    await expect(within(item).getByText(longDetails)).toBeVisible();
    await expectNoHorizontalOverflow();
  },
});

const moderated: MockQuestion[] = [
  question('question-gone', 'Removed question', alan, '2026-03-15T07:00:00.000Z', {
    deleted: true,
  }),
  question('question-hidden', 'Buy cheap essays here', katherine, '2026-03-14T07:00:00.000Z', {
    hidden: true,
  }),
  question('question-open', 'Is `type` faster to compile?', alan, '2026-03-13T07:00:00.000Z'),
];

const moderatedAnswers: MockAnswer[] = [
  answer(
    'answer-kept',
    'question-gone',
    'Use an interface here.',
    katherine,
    '2026-03-15T08:00:00.000Z',
  ),
  answer(
    'answer-spam',
    'question-gone',
    'Visit my site for answers.',
    alan,
    '2026-03-15T09:00:00.000Z',
    true,
  ),
];

/**
 * A learner sees a deleted question as 'This question was deleted.' with its answers, one of
 * them hidden ('Hidden by the instructor.'), and a hidden question only as 'Hidden by the
 * instructor.'.
 */
export const HiddenAndDeleted: Story = {
  parameters: { mockDb: withQuestions(moderated, moderatedAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deleted = await itemOf(canvasElement, messages.questionDeleted);
    await expect(canvas.getByRole('heading', { name: messages.hiddenByInstructor })).toBeVisible();
    await expect(canvas.queryByText('Buy cheap essays here')).toBeNull();
    await expect(canvas.queryByRole('button', { name: texts.hide })).toBeNull();
    await userEvent.click(within(deleted).getByRole('button', { name: texts.showAnswers(2) }));
    const answers = await within(deleted).findByRole('list');
    await expect(await within(answers).findByText('Use an interface here.')).toBeVisible();
    await expect(within(answers).getByText(messages.hiddenByInstructor)).toBeVisible();
    await expect(within(answers).queryByText('Visit my site for answers.')).toBeNull();
    // A deleted question takes no new answers.
    await expect(within(deleted).queryByRole('textbox', { name: texts.yourAnswer })).toBeNull();
  },
};

/**
 * Grace, the course's author: Hide on every question, a hidden one shown to her with 'Hidden from
 * learners' and Show again, and her answer marked 'Instructor'.
 */
export const AuthorView: Story = {
  args: { isAuthor: true },
  parameters: {
    session: { status: 'signedIn', user: grace },
    mockDb: withQuestions(
      [
        ...seededQuestions,
        question(
          'question-hidden',
          'Buy cheap essays here',
          katherine,
          '2026-03-12T07:00:00.000Z',
          { hidden: true },
        ),
      ],
      seededAnswers,
      grace,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionList(canvasElement);
    await expect(canvas.getAllByRole('button', { name: texts.hide })).toHaveLength(3);
    const hidden = await itemOf(canvasElement, 'Buy cheap essays here');
    await expect(within(hidden).getByText(texts.hiddenForLearners)).toBeVisible();
    await expect(within(hidden).getByRole('button', { name: texts.unhide })).toBeVisible();
    const item = await itemOf(canvasElement, 'When should I pick an interface over a type alias?');
    await userEvent.click(within(item).getByRole('button', { name: texts.showAnswers(2) }));
    const answers = await within(item).findByRole('list');
    const [first] = await within(answers).findAllByRole('listitem');
    await expect(first).toHaveTextContent(grace.displayName);
    await expect(within(first!).getByText(texts.instructor)).toBeVisible();
    await expect(within(answers).getAllByRole('button', { name: texts.hide })).toHaveLength(2);
  },
};

/** Asking: the new question appears first, the count goes up, and the form is empty again. */
export const Ask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionList(canvasElement);
    const title = canvas.getByRole('textbox', { name: texts.title });
    await userEvent.type(title, 'Do interfaces exist at runtime?');
    await userEvent.type(
      canvas.getByRole('textbox', { name: texts.details }),
      'I tried `instanceof` with one.',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.ask }));
    await waitFor(() => expect(canvas.getByText(texts.count(4))).toBeVisible());
    const first = within(await questionList(canvasElement)).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('Do interfaces exist at runtime?');
    await expect(first).toHaveTextContent('Ada Lovelace');
    await expect(title).toHaveValue('');
  },
};

/** Asking without a title: the field says what to write, takes focus, and nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.ask }));
    await expect(await canvas.findByText(texts.enterTitle)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.title })).toHaveFocus();
    await expect(canvas.getByText(texts.count(3))).toBeVisible();
  },
};

/** Posting too fast: the server's 429 sentence is shown and what was written stays. */
export const RateLimited: Story = {
  parameters: {
    msw: [
      failWith('post', '/courses/{id}/lessons/{lessonId}/questions', 429, messages.postingTooFast),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionList(canvasElement);
    const title = canvas.getByRole('textbox', { name: texts.title });
    await userEvent.type(title, 'One more question');
    await userEvent.click(canvas.getByRole('button', { name: texts.ask }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.postingTooFast);
    await expect(title).toHaveValue('One more question');
  },
};

/** Upvoting: the button turns 'Upvoted' (pressed) and the count goes up by one. */
export const Upvote: Story = {
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, 'When should I pick an interface over a type alias?');
    const button = within(item).getByRole('button', { name: texts.upvote });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    const upvoted = await within(item).findByRole('button', { name: texts.upvoted });
    await expect(upvoted).toHaveAttribute('aria-pressed', 'true');
    await expect(within(item).getByText(texts.upvotes(3))).toBeVisible();
  },
};

/**
 * An upvote by mistake: pressing 'Upvoted' again takes it back, the button reads 'Upvote' (not
 * pressed) and the count is what it was.
 */
export const UpvoteTakenBack: Story = {
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, 'When should I pick an interface over a type alias?');
    await userEvent.click(within(item).getByRole('button', { name: texts.upvote }));
    const upvoted = await within(item).findByRole('button', { name: texts.upvoted });
    await expect(within(item).getByText(texts.upvotes(3))).toBeVisible();
    await userEvent.click(upvoted);
    const upvote = await within(item).findByRole('button', { name: texts.upvote });
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await expect(within(item).getByText(texts.upvotes(2))).toBeVisible();
    await expect(within(item).queryByText(texts.upvotes(3))).toBeNull();
  },
};

const upvotedByAda = seededQuestions.map((entry) =>
  entry.question._id === 'question-interface'
    ? { ...entry, upvoters: [...entry.upvoters, ada.email] }
    : entry,
);

/**
 * Taking an upvote back fails: a toast says so in the server's words, and the question stays
 * 'Upvoted' (pressed) with its count.
 */
export const TakeBackFails: Story = {
  parameters: {
    mockDb: withQuestions(upvotedByAda, seededAnswers),
    msw: [failWith('delete', '/courses/{id}/questions/{questionId}/upvote', 500)],
  },
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, 'When should I pick an interface over a type alias?');
    const upvoted = within(item).getByRole('button', { name: texts.upvoted });
    await expect(upvoted).toHaveAttribute('aria-pressed', 'true');
    await expect(within(item).getByText(texts.upvotes(3))).toBeVisible();
    await userEvent.click(upvoted);
    await expect(await findToast(messages.serverError)).toBeVisible();
    await expect(within(item).getByRole('button', { name: texts.upvoted })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(item).getByText(texts.upvotes(3))).toBeVisible();
  },
};

/** Ada accepts the answer to her question: it is marked 'Accepted' and Accept goes. */
export const AcceptAnswer: Story = {
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, 'Can an interface extend a type alias?');
    await userEvent.click(within(item).getByRole('button', { name: texts.showAnswers(1) }));
    const answers = await within(item).findByRole('list');
    await userEvent.click(await within(answers).findByRole('button', { name: texts.accept }));
    await expect(await within(answers).findByText(texts.accepted)).toBeVisible();
    await expect(within(answers).queryByRole('button', { name: texts.accept })).toBeNull();
  },
};

/** Answering: the answer appears under the question, the count on its button goes up. */
export const Answering: Story = {
  play: async ({ canvasElement }) => {
    const item = await itemOf(
      canvasElement,
      'Why does declaration merging not work with type aliases?',
    );
    await userEvent.click(within(item).getByRole('button', { name: texts.answer }));
    await expect(await within(item).findByText(texts.noAnswers)).toBeVisible();
    await userEvent.type(
      within(item).getByRole('textbox', { name: texts.yourAnswer }),
      'An alias cannot be reopened; an interface can.',
    );
    await userEvent.click(within(item).getByRole('button', { name: texts.postAnswer }));
    const answers = await within(item).findByRole('list');
    await expect(
      await within(answers).findByText('An alias cannot be reopened; an interface can.'),
    ).toBeVisible();
  },
};

/**
 * Deleting one's own question asks first; one with answers stays as 'This question was deleted.'
 * with its answers.
 */
export const DeleteOwn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.delete }));
    const dialog = await findDialog('alertdialog', { name: texts.deleteQuestionTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    const deleted = await itemOf(canvasElement, messages.questionDeleted);
    await expect(canvas.queryByText('Can an interface extend a type alias?')).toBeNull();
    await expect(within(deleted).getByRole('button', { name: texts.showAnswers(1) })).toBeVisible();
    await expect(canvas.getByText(texts.count(3))).toBeVisible();
  },
};

/** 21 questions, one a minute apart: 20 first, 'Show more questions' brings the 21st. */
const many = Array.from({ length: 21 }, (_, index) =>
  question(
    `question-many-${String(index + 1).padStart(2, '0')}`,
    `Question number ${index + 1}`,
    alan,
    new Date(Date.parse('2026-03-15T10:00:00.000Z') - index * 60_000).toISOString(),
  ),
);

/** Paging by 20: '21 questions', 20 listed, then the last one after 'Show more questions'. */
export const ShowMore: Story = {
  parameters: { mockDb: withQuestions(many) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await questionList(canvasElement);
    await expect(canvas.getByText(texts.count(21))).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: texts.showMore }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21));
    await expect(within(list).getByRole('heading', { name: 'Question number 21' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.showMore })).toBeNull();
  },
};

/** Editing one's own question: the form holds its text, Save shows the new title. */
export const EditOwn: Story = {
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, 'Can an interface extend a type alias?');
    await userEvent.click(within(item).getByRole('button', { name: texts.edit }));
    const form = within(item).getByRole('form', { name: texts.editQuestion });
    const title = within(form).getByRole('textbox', { name: texts.title });
    await expect(title).toHaveValue('Can an interface extend a type alias?');
    await userEvent.clear(title);
    await userEvent.type(title, 'Can an interface extend an intersection type?');
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    const edited = await itemOf(canvasElement, 'Can an interface extend an intersection type?');
    await expect(edited).toHaveTextContent(`(${texts.edited})`);
  },
};

/** The author hides a question: it stays for her, marked 'Hidden from learners', with Show again. */
export const AuthorHides: Story = {
  args: { isAuthor: true },
  parameters: {
    session: { status: 'signedIn', user: grace },
    mockDb: withQuestions(seededQuestions, seededAnswers, grace),
  },
  play: async ({ canvasElement }) => {
    const item = await itemOf(
      canvasElement,
      'Why does declaration merging not work with type aliases?',
    );
    await userEvent.click(within(item).getByRole('button', { name: texts.hide }));
    await expect(await within(item).findByText(texts.hiddenForLearners)).toBeVisible();
    await expect(within(item).getByRole('button', { name: texts.unhide })).toBeVisible();
  },
};

/** Posting an empty answer: the answer field says what to write and takes focus. */
export const EmptyAnswer: Story = {
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, 'Can an interface extend a type alias?');
    await userEvent.click(within(item).getByRole('button', { name: texts.showAnswers(1) }));
    await within(item).findByRole('list');
    await userEvent.click(within(item).getByRole('button', { name: texts.postAnswer }));
    await expect(await within(item).findByText(texts.enterAnswer)).toBeVisible();
    await expect(within(item).getByRole('textbox', { name: texts.yourAnswer })).toHaveFocus();
  },
};

/** Answering too fast: the server's 429 sentence under the answer form, the answer kept. */
export const AnswerRateLimited: Story = {
  parameters: {
    msw: [
      failWith(
        'post',
        '/courses/{id}/questions/{questionId}/answers',
        429,
        messages.postingTooFast,
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, 'When should I pick an interface over a type alias?');
    await userEvent.click(within(item).getByRole('button', { name: texts.showAnswers(2) }));
    await within(item).findByRole('list');
    const field = within(item).getByRole('textbox', { name: texts.yourAnswer });
    await userEvent.type(field, 'Interfaces, mostly.');
    await userEvent.click(within(item).getByRole('button', { name: texts.postAnswer }));
    await expect(await within(item).findByRole('alert')).toHaveTextContent(messages.postingTooFast);
    await expect(field).toHaveValue('Interfaces, mostly.');
  },
};
