/** The seeded learners, read from content/people/learners.yaml. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { apiRoot } from '../config.ts';

export const LEARNERS_FILE = path.join(apiRoot, 'content', 'people', 'learners.yaml');

export interface SeedLearner {
  name: string;
  email: string;
}

/** 'Tomás O'Brien' -> 'tomas.obrien@edugate.example': accents, apostrophes and case dropped. */
export function learnerEmail(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9-]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return `${local}@edugate.example`;
}

export function readLearners(file = LEARNERS_FILE): SeedLearner[] {
  const parsed = parse(readFileSync(file, 'utf8')) as { learners?: string[] };
  return (parsed.learners ?? []).map((name) => ({ name, email: learnerEmail(name) }));
}
