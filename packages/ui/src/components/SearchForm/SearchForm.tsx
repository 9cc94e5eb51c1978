import type { FormEvent, ReactNode } from 'react';

export interface SearchFormProps {
  /** The page the search shows its results on: '/courses'. */
  action: string;
  /** The search landmark's name ('Search courses'). */
  label: string;
  /**
   * A field a submit button sets (a filter chip's `name="category" value="..."`): Enter in the box
   * submits the form through its first submit button, so a hidden one comes first and keeps the
   * current value, else Enter would drop the filter.
   */
  keep?: { name: string; value: string };
  className?: string;
  children: ReactNode;
}

/**
 * A search area that works before (and without) the app's code: a real GET form, so Enter in its
 * box or a click on one of its submit buttons is an ordinary navigation to `action` with the
 * fields in the URL, which the server renders (the page's state is its URL). Once the app runs,
 * its controls act on their own (a chip's click, the box's Enter) and the form's own submit is
 * stopped, so the page never reloads.
 */
export function SearchForm({ action, label, keep, className, children }: SearchFormProps) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
    >
      {keep ? (
        <button type="submit" name={keep.name} value={keep.value} hidden tabIndex={-1} />
      ) : null}
      {children}
    </form>
  );
}
