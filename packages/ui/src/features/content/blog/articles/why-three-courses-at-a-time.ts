import type { Article } from '../article';

export const article: Article = {
  title: 'Why you can take three courses at a time',
  date: '2026-09-14',
  author: 'The EduGate team',
  summary:
    'EduGate lets you be enrolled in at most three courses at once. Here is why, and how to make room for a new one.',
  body: `
When you enrol in a course on EduGate, it joins **My Enrolled Courses**. You can be enrolled in up to three courses at the same time. Try a fourth and the course page tells you so: the button reads **Enrollment Limit Reached**.

## Why a limit at all?

Learners who spread themselves over many courses tend to finish none of them. Three is enough to mix a main subject with a side interest, and few enough to keep a weekly rhythm.

It is also fair to everyone else. Every course has a fixed number of seats, and a seat held by someone who stopped coming is a seat another learner cannot have.

## Making room for a new course

- Open **My Enrolled Courses** from the menu.
- Remove a course you have finished or put aside.
- Go back to the course you want and press **Enroll Now**.

Unenrolling gives your seat back to the course straight away, so someone else can take it, and you can enrol again later while seats are left.
`,
};
