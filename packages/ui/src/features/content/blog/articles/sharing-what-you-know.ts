import type { Article } from '../article';

export const article: Article = {
  title: 'Sharing what you know: adding your own course',
  date: '2026-11-16',
  author: 'The EduGate team',
  summary:
    'EduGate is not only for learners. Any signed-in member can publish a course, build its lessons and quizzes, and see how its learners get on.',
  body: `
Many of our learners know something worth teaching. EduGate lets any signed-in member publish a course: its page in the catalogue, the lessons learners work through, and the certificate they earn at the end.

## Publishing a course

Choose **Add Course** from the menu and fill in the course title, a short description, an image URL, the duration, a category and the number of seats. Under **What learners will learn**, add up to six short points, each saying something a learner will be able to do afterwards; the course page shows them as **What You'll Learn**. Once you press the button, the course appears in the catalogue with your name as its instructor.

EduGate shows every course under its author's name and never under an e-mail address. If your account has no name yet, the page asks you to set one on your **Profile** first.

## Building the curriculum

A new course has no lessons yet, and its page says so. In **Manage Courses**, press **Curriculum** on the course and build it up:

- **Add section** for each part of the course, in the order learners should take them;
- **Add lesson** in a section, with its title, its type and its estimated minutes;
- tick **Preview** on a lesson or two, so that anyone signed in can try them before enrolling;
- drag sections and lessons by their handles to reorder them, or use **Move up** and **Move down**.

A lesson is one of three kinds:

- an **article**, written in Markdown, with headings, lists, tables and code blocks;
- a **video**, an MP4 or WebM file at an https address, with WebVTT captions if you have them;
- a **quiz**: one or more questions, each with two to six options and one right answer, and a pass mark (70% unless you choose another).

The course page adds up the outline ('12 lessons · 2 h 5 min') beside the duration you gave, so keep the two in step.

## What your learners do

Enrolled learners open the lessons in order, mark articles and videos as complete, and take the quizzes: a quiz is graded at once, shows the right answers, and can be retaken; passing it completes its lesson. Their progress is the share of lessons they have completed, and **Continue learning** brings them back to where they stopped.

When a learner completes the last lesson, EduGate issues their **certificate of completion**: a public page with their name, your course and your name as its instructor, which they can share and print. Adding lessons later lowers their progress but never takes a certificate back; deleting a section or a lesson deletes their progress in it, so EduGate asks before it does.

## Looking after it

**Manage Courses** lists the courses you added. From there you can:

- edit a course when its description, seats or outcomes change;
- open its **Curriculum** to add, change or reorder lessons;
- open its **Insights** to see how many learners enrolled each week and which lessons they complete;
- delete one you no longer teach, after a confirmation.

Only you can change or delete your own courses.

## A good course page

Learners decide from the description and the outcomes. Say who the course is for, what they will be able to do at the end, and how long it takes. A clear image helps your course stand out in the list, and a Preview lesson lets them see how you teach.
`,
};
