import { describe, expect, it } from 'vitest';
import { catalogueSearchString, paths } from './paths';

describe('paths', () => {
  it('fills route patterns with encoded ids', () => {
    expect(paths.courseDetail.href('a b/c')).toBe('/courses/a%20b%2Fc');
    expect(paths.editCourse.href('course-01')).toBe('/edit-course/course-01');
    expect(paths.courseDetail.path).toBe('/courses/:id');
    expect(paths.blogPost.href('three-courses at a time')).toBe(
      '/blog/three-courses%20at%20a%20time',
    );
    expect(paths.blogPost.path).toBe('/blog/:slug');
    expect(paths.lesson.href('course 1', 'lesson/2')).toBe('/learn/course%201/lesson%2F2');
    expect(paths.certificate.href('c-1')).toBe('/certificates/c-1');
    expect(paths.curriculum.href('course-01')).toBe('/manage-courses/course-01/curriculum');
    expect(paths.insights.href('course-01')).toBe('/manage-courses/course-01/insights');
  });

  it('sends /login where to return, encoded', () => {
    expect(paths.login.href()).toBe('/login');
    expect(paths.login.href('/courses/c-1?tab=reviews')).toBe(
      '/login?redirectTo=%2Fcourses%2Fc-1%3Ftab%3Dreviews',
    );
  });

  it('writes catalogue URLs without defaults, in one order', () => {
    expect(paths.courses.href()).toBe('/courses');
    expect(paths.courses.href({ category: 'All', sort: 'addedAt_desc', page: 1, q: '  ' })).toBe(
      '/courses',
    );
    expect(
      paths.courses.href({ page: 2, sort: 'rating_desc', category: 'Data Science', q: ' react ' }),
    ).toBe('/courses?q=react&category=data+science&sort=rating_desc&page=2');
    expect(catalogueSearchString({ category: 'ui/ux design' })).toBe('?category=ui%2Fux+design');
    // A course's 'Skills you'll gain' and a job's skills link to the courses teaching one.
    expect(paths.courses.href({ skill: ' CSS layout ', category: 'all' })).toBe(
      '/courses?skill=CSS+layout',
    );
  });

  it('writes the job board and its own pages (docs/product.md, Jobs)', () => {
    expect(paths.jobs.href()).toBe('/jobs');
    expect(paths.jobs.href({ q: '  ', type: 'All' })).toBe('/jobs');
    expect(paths.jobs.href({ type: 'Part-time', q: ' Brightpath Labs ' })).toBe(
      '/jobs?q=Brightpath+Labs&type=Part-time',
    );
    expect(paths.myJobs.href()).toBe('/my-jobs');
    expect(paths.jobApplications.href('job 1')).toBe('/my-jobs/job%201/applications');
    expect(paths.myApplications.href()).toBe('/my-applications');
    expect(paths.jobDetail.href('job 1/2')).toBe('/jobs/job%201%2F2');
    expect(paths.jobDetail.path).toBe('/jobs/:id');
  });
});
