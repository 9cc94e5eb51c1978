import type { Article } from './article';
import { article as choosingYourFirstCourse } from './articles/choosing-your-first-course';
import { article as jobPostsPeopleAnswer } from './articles/job-posts-people-answer';
import { article as sharingWhatYouKnow } from './articles/sharing-what-you-know';
import { article as whyThreeCoursesAtATime } from './articles/why-three-courses-at-a-time';
import { ARTICLE_SLUGS, isArticleSlug, type ArticleSlug } from './slugs';

/** Every article, by its slug (a missing or extra one does not compile). */
const bySlug: Record<ArticleSlug, Article> = {
  'sharing-what-you-know': sharingWhatYouKnow,
  'job-posts-people-answer': jobPostsPeopleAnswer,
  'choosing-your-first-course': choosingYourFirstCourse,
  'why-three-courses-at-a-time': whyThreeCoursesAtATime,
};

export interface ArticleEntry extends Article {
  slug: ArticleSlug;
}

/** The articles in the blog's order (newest first, as ARTICLE_SLUGS lists them). */
export const articles: readonly ArticleEntry[] = ARTICLE_SLUGS.map((slug) => ({
  slug,
  ...bySlug[slug],
}));

/** The article at /blog/{slug}, or undefined for an address that has none. */
export function findArticle(slug: string | undefined): ArticleEntry | undefined {
  return isArticleSlug(slug) ? articles.find((entry) => entry.slug === slug) : undefined;
}

const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-10-06' -> 'October 6, 2026', the same on every machine and time zone. */
export function articleDate(date: string): string {
  return longUsDate.format(new Date(`${date}T00:00:00Z`));
}
