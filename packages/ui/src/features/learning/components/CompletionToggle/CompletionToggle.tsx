import { Circle } from 'lucide-react';
import { Button } from '../../../../components/Button';
import { learningTexts } from '../../texts';

export interface CompletionToggleProps {
  completed: boolean;
  busy?: boolean;
  onToggle: () => void;
}

/**
 * 'Mark as complete', or 'Completed' with a tick once done; pressing it again un-marks the lesson
 * (docs/product.md, Learning). A toggle button: `aria-pressed` says its state to screen readers.
 */
export function CompletionToggle({ completed, busy = false, onToggle }: CompletionToggleProps) {
  return (
    <Button
      variant={completed ? 'confirmed' : 'primary'}
      aria-pressed={completed}
      loading={busy}
      disabled={busy}
      onClick={onToggle}
      icon={completed ? undefined : <Circle size={18} aria-hidden="true" />}
    >
      {completed ? learningTexts.completed : learningTexts.markComplete}
    </Button>
  );
}
