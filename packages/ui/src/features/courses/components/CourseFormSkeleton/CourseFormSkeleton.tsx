import { Skeleton } from '../../../../components/Skeleton';
import { Stack } from '../../../../components/Stack';
import { visuallyHidden } from '../../../../theme/utilities.css';

/** Label line, then control height: the five fields of CourseForm, then its buttons. */
const fields = [
  { label: '7rem', control: '42px' },
  { label: '9rem', control: '104px' },
  { label: '6rem', control: '42px' },
  { label: '5rem', control: '42px' },
  { label: '5rem', control: '42px' },
] as const;

/**
 * CourseForm's placeholder while the course it edits loads (Edit Course): the form's shape, so
 * nothing jumps when it arrives.
 */
export function CourseFormSkeleton({ label }: { label: string }) {
  return (
    <div data-testid="course-form-skeleton">
      <p role="status" className={visuallyHidden}>
        {label}
      </p>
      <Stack gap="lg" aria-hidden="true">
        {fields.map((field, index) => (
          <Stack key={index} gap="xs">
            <Skeleton width={field.label} />
            <Skeleton shape="block" height={field.control} />
          </Stack>
        ))}
        <Stack gap="none" align="end">
          <Skeleton shape="block" width="9rem" height="40px" />
        </Stack>
      </Stack>
    </div>
  );
}
