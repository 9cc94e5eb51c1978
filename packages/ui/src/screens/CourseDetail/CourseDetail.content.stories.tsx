// The course's 'Course content' and the learner's way into it (docs/product.md, Learning).
import {
  ADA_TAUGHT_COURSE_ID,
  failWith,
  LEARNING_COURSE_ID,
  learningDb,
  LOCKED_COURSE_ID,
  neverAnswers,
  NO_LESSONS_COURSE_ID,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { curriculumTexts } from '../../features/curriculum';
import { learningTexts } from '../../features/learning';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { CourseDetail } from './CourseDetail';
import { at } from './CourseDetail.play';

export default {
  title: 'Screens/CourseDetail/Content',
  tags: ['!autodocs'],
  ...screenMeta(CourseDetail, at(LEARNING_COURSE_ID), 'signedIn'),
};
type Story = StoryObj<typeof CourseDetail>;

/** 'Course content' scrolled into view, so the last frame shows it. */
async function contentSection(canvas: ReturnType<typeof within>) {
  const region = await canvas.findByRole('region', { name: curriculumTexts.courseContent });
  region.scrollIntoView({ block: 'start' });
  return within(region);
}

/**
 * Enrolled, a third of the way through: 'Continue learning' to the lesson opened last, '33%
 * complete', and the outline with '9 lessons · 1 h 8 min', the first section open, three lessons
 * ticked, every lesson a link.
 */
export const Enrolled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: learningTexts.continueLearning }),
    ).toHaveAttribute('href', paths.lesson.href(LEARNING_COURSE_ID, 'lesson-02-04'));
    await expect(canvas.getByRole('progressbar', { name: /Progress in/ })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(canvas.getByText(learningTexts.percentComplete(33))).toBeVisible();
    const content = await contentSection(canvas);
    await expect(content.getByText('9 lessons · 1 h 8 min')).toBeVisible();
    await expect(await content.findAllByRole('img', { name: 'Completed' })).toHaveLength(3);
    await expect(content.getByRole('link', { name: 'Why TypeScript?' })).toHaveAttribute(
      'href',
      paths.lesson.href(LEARNING_COURSE_ID, 'lesson-02-01'),
    );
    await expect(content.queryByRole('img', { name: 'Locked' })).toBeNull();
  },
};

/** The same at 375 px: the outline's rows wrap, nothing is cut. */
export const EnrolledSmall: Story = atSmall(Enrolled);

/** A section the author has not filled yet is not in the learner's outline. */
export const EmptySectionHidden: Story = {
  parameters: {
    mockDb: () => {
      const db = learningDb();
      const curriculum = db.learning.curricula.find((c) => c.courseId === LEARNING_COURSE_ID);
      db.learning.sections.push({
        _id: 'section-unfilled',
        courseId: LEARNING_COURSE_ID,
        title: 'Coming soon: generics in depth',
        lessonIds: [],
      });
      curriculum?.sectionIds.unshift('section-unfilled');
      return db;
    },
    // An interaction test: hidden means its picture is Enrolled's, which is that baseline.
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas }) => {
    const content = await contentSection(canvas);
    await expect(await content.findByText('9 lessons · 1 h 8 min')).toBeVisible();
    await expect(content.queryByText('Coming soon: generics in depth')).toBeNull();
    await expect(content.queryByText(/^0 lessons/)).toBeNull();
    // The first section with lessons is the one open.
    await expect(content.getByRole('link', { name: 'Why TypeScript?' })).toBeVisible();
  },
};

/** Finished: 'Completed' beside 'Enrolled', and the way to the certificate. */
export const Completed: Story = {
  parameters: { mockDb: () => learningDb('completed') },
  play: async ({ canvas }) => {
    const yours = within(await canvas.findByRole('region', { name: 'Your Enrollment' }));
    await expect(await yours.findByText(learningTexts.completed)).toBeVisible();
    await expect(yours.getByRole('link', { name: learningTexts.viewCertificate })).toHaveAttribute(
      'href',
      paths.certificate.href('certificate-typescript'),
    );
  },
};

/** Enrolled, nothing done yet: 'Start course' to the first lesson, '0% complete'. */
export const NotStarted: Story = {
  parameters: { mockDb: () => learningDb('notStarted') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: learningTexts.startCourse }),
    ).toHaveAttribute('href', paths.lesson.href(LEARNING_COURSE_ID, 'lesson-02-01'));
    await expect(canvas.getByText(learningTexts.percentComplete(0))).toBeVisible();
  },
};

/**
 * Not enrolled: locks on every lesson but the Preview one, which is a link; 'Preview' beside it;
 * no 'Start course'.
 */
export const NotEnrolled: Story = {
  parameters: { router: at(LOCKED_COURSE_ID) },
  play: async ({ canvas }) => {
    const content = await contentSection(canvas);
    await expect(await content.findByRole('link', { name: 'What a component is' })).toBeVisible();
    await expect(content.getByText(curriculumTexts.preview)).toBeVisible();
    await expect(content.getAllByRole('img', { name: 'Locked' }).length).toBeGreaterThan(1);
    await expect(canvas.queryByRole('link', { name: learningTexts.startCourse })).toBeNull();
  },
};

/**
 * A course without lessons: 'This course has no lessons yet.', and the Duration panel shows the
 * author's duration alone (no outline length).
 */
export const NoLessons: Story = {
  parameters: { router: at(NO_LESSONS_COURSE_ID) },
  play: async ({ canvas }) => {
    const content = await contentSection(canvas);
    await expect(
      await content.findByRole('heading', { name: curriculumTexts.noLessons }),
    ).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Course Details' });
    await expect(within(details).queryByTestId('outline-length')).toBeNull();
  },
};

/** The author's course: every lesson opens, and 'Curriculum' leads to the editor. */
export const Author: Story = {
  parameters: { router: at(ADA_TAUGHT_COURSE_ID) },
  play: async ({ canvas }) => {
    const content = await contentSection(canvas);
    await expect(await content.findByRole('link', { name: curriculumTexts.title })).toHaveAttribute(
      'href',
      paths.curriculum.href(ADA_TAUGHT_COURSE_ID),
    );
    await expect(content.getByRole('link', { name: 'Installing Flutter' })).toBeVisible();
  },
};

/** The outline loading: a placeholder of its size. */
export const ContentLoading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/{id}/curriculum')] },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: curriculumTexts.courseContent });
    await expect(region.querySelector('[data-skeleton="block"]')).toBeVisible();
  },
};

/** The outline cannot load: its message and Try Again, the rest of the page as it is. */
export const ContentFails: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/curriculum', 500)] },
  play: async ({ canvas }) => {
    const content = await contentSection(canvas);
    await expect(await content.findByText(curriculumTexts.loadFailed)).toBeVisible();
    await expect(content.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
