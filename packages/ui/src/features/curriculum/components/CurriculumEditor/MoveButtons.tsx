import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../../components/Button';
import { curriculumTexts as texts } from '../../texts';
import { moveButtonData } from './useMoves';

export function MoveButtons({
  itemId,
  title,
  busy,
  onMoveUp,
  onMoveDown,
}: {
  itemId: string;
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
        {...moveButtonData(itemId, 'up')}
        icon={<ArrowUp size={16} aria-hidden="true" />}
        aria-label={`${texts.moveUp}: ${title}`}
      />
      <Button
        variant="ghost"
        size="sm"
        disabled={!onMoveDown || busy}
        onClick={onMoveDown}
        {...moveButtonData(itemId, 'down')}
        icon={<ArrowDown size={16} aria-hidden="true" />}
        aria-label={`${texts.moveDown}: ${title}`}
      />
    </>
  );
}
