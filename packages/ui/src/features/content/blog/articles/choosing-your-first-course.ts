import type { Article } from '../article';

export const article: Article = {
  title: 'How to choose your first course',
  date: '2026-10-05',
  author: 'The EduGate team',
  summary:
    'Search, categories and sorting: three ways to find a course in the catalogue that is worth one of your three places.',
  body: `
The [catalogue](/courses) lists every course on EduGate. With three places to fill, it pays to look around before you enrol.

## Start with what you want to do

Type a skill or a tool into the search box: a course matches when its title or description mentions it. Then narrow the list with **Filters**: each chip is a category, from web development to data science and design.

## Let other learners guide you

The sort menu orders the list three ways:

1. **Newest First**, to see what was added lately.
2. **Most Popular**, the courses with the most enrolments.
3. **Highest Rated**, by the rating each card shows.

## Read the course page

Open a course to see its description, its duration, who teaches it and how many seats are left. If it suits you, **Enroll Now** saves your place; you can leave it again from My Enrolled Courses at any time.
`,
};
