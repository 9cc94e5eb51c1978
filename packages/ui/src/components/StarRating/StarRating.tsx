import { Star } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import * as styles from './StarRating.css';

const STARS = [1, 2, 3, 4, 5] as const;

const starName = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

export interface StarRatingProps {
  /** The group's visible name ('Your rating'). */
  label: string;
  /** 1 to 5, or null while none is chosen. */
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Id of an error message the group is described by. */
  errorId?: string;
  /** Accessible name of each star; '1 star', '2 stars'... by default. */
  starLabel?: (stars: number) => string;
}

/**
 * A 1-5 star input: a radio group, so arrow keys move between stars and select them (the
 * browser's own radio behaviour), with Home and End for the first and last star. Each star is a
 * real radio with its own name ('4 stars'); the stars up to the chosen one are filled.
 */
export function StarRating({
  label,
  value,
  onChange,
  disabled,
  errorId,
  starLabel = starName,
}: StarRatingProps) {
  const name = useId();
  const labelId = `${name}-label`;
  const groupRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 1 : 5;
    onChange(next);
    groupRef.current?.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus();
  };
  return (
    <div className={styles.group}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
        className={styles.stars}
      >
        {STARS.map((stars) => {
          const id = `${name}-${stars}`;
          return (
            <span key={stars}>
              <input
                id={id}
                className={styles.input}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                disabled={disabled}
                onChange={() => onChange(stars)}
                onKeyDown={onKeyDown}
                aria-label={starLabel(stars)}
              />
              <label
                htmlFor={id}
                className={`${styles.star} ${value !== null && stars <= value ? styles.filled : ''}`}
              >
                <Star
                  size={28}
                  aria-hidden="true"
                  fill={value !== null && stars <= value ? 'currentColor' : 'none'}
                />
              </label>
            </span>
          );
        })}
      </div>
    </div>
  );
}

export interface StarsProps {
  /** 0 to 5; halves and tenths round to the nearest whole star for the picture. */
  value: number;
  size?: number;
  /** What a screen reader hears ('4 out of 5 stars'); the picture itself is hidden. */
  label?: string;
}

/** A read-only row of stars. */
export function Stars({ value, size = 16, label = `${value} out of 5 stars` }: StarsProps) {
  const whole = Math.round(value);
  return (
    <span className={styles.display} role="img" aria-label={label}>
      {STARS.map((stars) => (
        <Star
          key={stars}
          size={size}
          aria-hidden="true"
          className={stars <= whole ? styles.filled : undefined}
          fill={stars <= whole ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
