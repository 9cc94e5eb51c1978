import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { type ReactNode } from 'react';
import { curriculumTexts as texts } from '../../texts';
import * as styles from './CurriculumEditor.css';
import type { DragData } from './dragging';

/** A sortable list item; its handle (pointer only: the keyboard has Move up and Move down). */
export function SortableItem({
  id,
  data,
  className,
  label,
  children,
}: {
  id: string;
  data: DragData;
  className: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id, data });
  const handle = (
    <span
      ref={setActivatorNodeRef}
      className={styles.handle}
      title={texts.dragHandle(label)}
      aria-hidden="true"
      {...listeners}
    >
      <GripVertical size={18} />
    </span>
  );
  return (
    <li
      ref={setNodeRef}
      className={className}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
