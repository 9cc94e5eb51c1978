import type { LessonKind } from '@edugate/api-client';
import { FileText, ListChecks, PlayCircle, type LucideIcon } from 'lucide-react';
import { curriculumTexts } from '../../texts';

const ICONS: Record<LessonKind, LucideIcon> = {
  article: FileText,
  video: PlayCircle,
  quiz: ListChecks,
};

/** A lesson's kind as an icon, named for screen readers ('Article', 'Video', 'Quiz'). */
export function LessonKindIcon({ kind, size = 18 }: { kind: LessonKind; size?: number }) {
  const Icon = ICONS[kind];
  return <Icon size={size} role="img" aria-label={curriculumTexts.kind[kind]} focusable="false" />;
}
