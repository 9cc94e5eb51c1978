/**
 * The seeded courses' curricula, read from files a person can read and edit:
 * `apps/api/content/curricula/<course>/curriculum.yaml` (the outline and every quiz) and one
 * Markdown file per article beside it; videos, captions and figures in `apps/api/assets/lessons/`.
 * Each lesson goes through the same rules as an author's (domain/lessons.ts), so a content file
 * cannot seed what the API would refuse. `test/seed-content.test.ts` checks the files against the
 * contract and docs/product.md's rules for seeded courses.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { components } from '@edugate/api-client';
import { apiRoot } from '../config.ts';
import { createAjv, describeValidationError } from '../contract/ajv.ts';
import { loadContract } from '../contract/load.ts';
import { lessonFields, type LessonFields } from '../domain/lessons.ts';

type LessonInput = components['schemas']['LessonInput'];

export const CURRICULA_DIR = path.join(apiRoot, 'content', 'curricula');

/** A lesson as curriculum.yaml writes it. */
interface LessonEntry {
  title: string;
  kind: LessonInput['kind'];
  minutes: number;
  preview?: boolean;
  /** An article's Markdown file, in the curriculum's folder. */
  body?: string;
  videoUrl?: string;
  captionsUrl?: string;
  passMark?: number;
  questions?: { prompt: string; options: string[]; answer: number }[];
}

interface CurriculumFile {
  course: string;
  sections: { title: string; lessons: LessonEntry[] }[];
}

export interface SeedCurriculum {
  /** The folder's name, e.g. `modern-html-and-css`. */
  slug: string;
  /** The seeded course's exact title. */
  course: string;
  sections: { title: string; lessons: { input: LessonInput; fields: LessonFields }[] }[];
}

/** The lesson as the API takes it, with an article's Markdown read from its file. */
export function lessonInput(entry: LessonEntry, folder: string): LessonInput {
  const input: LessonInput = {
    title: entry.title,
    kind: entry.kind,
    minutes: entry.minutes,
    preview: entry.preview ?? false,
  };
  if (entry.body !== undefined) input.body = readFileSync(path.join(folder, entry.body), 'utf8');
  if (entry.videoUrl !== undefined) input.videoUrl = entry.videoUrl;
  if (entry.captionsUrl !== undefined) input.captionsUrl = entry.captionsUrl;
  if (entry.questions !== undefined) {
    input.quiz = { passMark: entry.passMark ?? 70, questions: entry.questions };
  }
  return input;
}

/**
 * Checks a lesson against the contract's LessonInput, as a request body would be: a content file's
 * slip (an unquoted colon makes YAML read a quiz option as a map) stops the seed with a sentence
 * naming the file and the lesson, not with a TypeError deep in the domain.
 */
function contractCheck(): (input: LessonInput, where: string) => void {
  const schema = loadContract().schemas.LessonInput;
  const validate = createAjv({ coerce: false }).compile(schema ?? {});
  return (input, where) => {
    if (validate(input)) return;
    const [first] = validate.errors ?? [];
    const reason = first ? describeValidationError('lesson', first) : 'does not match LessonInput';
    throw new Error(`${where}: ${reason}`);
  };
}

/** Every curriculum under `dir`, in folder order; none when the folder is missing. */
export function readCurricula(dir = CURRICULA_DIR): SeedCurriculum[] {
  if (!existsSync(dir)) return [];
  const check = contractCheck();
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((slug) => {
      const folder = path.join(dir, slug);
      const file = parse(
        readFileSync(path.join(folder, 'curriculum.yaml'), 'utf8'),
      ) as CurriculumFile;
      return {
        slug,
        course: file.course,
        sections: file.sections.map((section) => ({
          title: section.title,
          lessons: section.lessons.map((entry) => {
            const input = lessonInput(entry, folder);
            check(input, `${slug}/curriculum.yaml, lesson '${String(entry.title)}'`);
            // The API's own files are written as paths; any origin is fine to check them.
            return { input, fields: lessonFields(input, 'http://localhost') };
          }),
        })),
      };
    });
}
