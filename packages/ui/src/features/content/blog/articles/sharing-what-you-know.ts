import type { Article } from '../article';

export const article: Article = {
  title: 'Sharing what you know: adding your own course',
  date: '2026-11-16',
  author: 'The EduGate team',
  summary:
    'EduGate is not only for learners. Any signed-in member can publish a course and look after it from Manage Courses.',
  body: `
Many of our learners know something worth teaching. EduGate lets any signed-in member publish a course.

## Publishing a course

Choose **Add Course** from the menu and fill in the course title, a short description, an image URL, the duration and a category. Once you press the button, the course appears in the catalogue with your name as its instructor.

## Looking after it

**Manage Courses** lists the courses you added. From there you can:

- edit a course when its content changes;
- delete one you no longer teach, after a confirmation.

Only you can change or delete your own courses.

## A good course page

Learners decide from the description. Say who the course is for, what they will be able to do at the end, and how long it takes. A clear image helps your course stand out in the list.
`,
};
