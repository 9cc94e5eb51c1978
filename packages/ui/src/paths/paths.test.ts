import { describe, expect, it } from 'vitest';
import { catalogueSearchString, paths, routes } from './paths';

describe('paths', () => {
  it('fills route patterns with encoded ids', () => {
    expect(paths.courses.detail('a b/c')).toBe('/courses/a%20b%2Fc');
    expect(paths.courses.edit('course-01')).toBe('/edit-course/course-01');
    expect(routes.courseDetail).toBe('/courses/:id');
    expect(paths.blogPost('three-courses at a time')).toBe('/blog/three-courses%20at%20a%20time');
    expect(routes.blogPost).toBe('/blog/:slug');
    expect(paths.learn('course 1', 'lesson/2')).toBe('/learn/course%201/lesson%2F2');
    expect(paths.certificate('c-1')).toBe('/certificates/c-1');
    expect(paths.courses.curriculum('course-01')).toBe('/manage-courses/course-01/curriculum');
    expect(paths.courses.insights('course-01')).toBe('/manage-courses/course-01/insights');
  });

  it('sends /login where to return, encoded', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login('/courses/c-1?tab=reviews')).toBe(
      '/login?redirectTo=%2Fcourses%2Fc-1%3Ftab%3Dreviews',
    );
  });

  it('writes catalogue URLs without defaults, in one order', () => {
    expect(paths.courses.list()).toBe('/courses');
    expect(paths.courses.list({ category: 'All', sort: 'addedAt_desc', page: 1, q: '  ' })).toBe(
      '/courses',
    );
    expect(
      paths.courses.list({ page: 2, sort: 'rating_desc', category: 'Data Science', q: ' react ' }),
    ).toBe('/courses?q=react&category=data+science&sort=rating_desc&page=2');
    expect(catalogueSearchString({ category: 'ui/ux design' })).toBe('?category=ui%2Fux+design');
  });

  it('writes the job board and its own pages (SPEC-BEYOND.md section 3)', () => {
    expect(paths.jobs()).toBe('/jobs');
    expect(paths.jobs({ q: '  ', type: 'All' })).toBe('/jobs');
    expect(paths.jobs({ type: 'Part-time', q: ' Brightpath Labs ' })).toBe(
      '/jobs?q=Brightpath+Labs&type=Part-time',
    );
    expect(paths.myJobs()).toBe('/my-jobs');
    expect(paths.jobApplications('job 1')).toBe('/my-jobs/job%201/applications');
    expect(paths.myApplications()).toBe('/my-applications');
    expect(paths.jobDetail('job 1/2')).toBe('/jobs/job%201%2F2');
    expect(routes.jobDetail).toBe('/jobs/:id');
  });
});
