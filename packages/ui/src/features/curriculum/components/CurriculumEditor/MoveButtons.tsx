import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../../components/Button';
import { curriculumTexts as texts } from '../../texts';

export function MoveButtons({
  title,
  busy,
  onMoveUp,
  onMoveDown,
}: {
  title: string;
  busy: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={!onMoveUp || busy}
        onClick={onMoveUp}
        icon={<ArrowUp size={16} aria-hidden="true" />}
        aria-label={`${texts.moveUp}: ${title}`}
      />
      <Button
        variant="ghost"
        size="sm"
        disabled={!onMoveDown || busy}
        onClick={onMoveDown}
        icon={<ArrowDown size={16} aria-hidden="true" />}
        aria-label={`${texts.moveDown}: ${title}`}
      />
    </>
  );
}
