import type { Article } from '../article';

export const article: Article = {
  title: 'Writing a job post people answer',
  date: '2026-10-26',
  author: 'The EduGate team',
  summary:
    'The job board reaches people who are learning right now. A few habits make a post they will want to apply to.',
  body: `
Anyone with an EduGate account can post a job: sign in, open [Jobs](/jobs) and press **Post a Job**. The title, company, location, salary, job type and description are required; requirements and benefits, one per line, are up to you. Each of them helps a reader decide.

## Say what the work is

- A **title** people search for: "Junior Frontend Developer", not "Ninja".
- The **company** and the **location**, or say it is remote.
- The **job type**, from full-time to internship, so people can filter for it.

## Be plain about the money

A **salary** range gets more applications than "competitive". Learners switching careers need to know whether the move works for them.

## Keep the description short

Three short paragraphs are enough: what the team does, what the person will do in their first months, and what they need to know already. Applicants send a link to their resume and, if they like, a cover letter.
`,
};
