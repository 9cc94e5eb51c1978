import { errorMessage } from '@edugate/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../ErrorState';

/** The parts of a query result QueryState reads (a `useQuery` result fits). */
export type QueryLike<T> = Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'isFetching'> & {
  refetch: () => unknown;
};

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while the first answer is on its way: a placeholder of the loaded content's size. */
  pending: ReactNode;
  /** docs/product.md's text for a failed load; without it the server's error text is shown. */
  errorText?: string;
  /** Replaces the default error (text + Try Again) entirely, e.g. a 404 page. */
  renderError?: (error: Error, retry: () => void) => ReactNode;
  /** Shown instead of `children` when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const defaultIsEmpty = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One query's four faces (pending, error with retry, empty, data), so each screen states what
 * to show, not when. Keeps showing data while a refetch runs.
 */
export function QueryState<T>({
  query,
  pending,
  errorText,
  renderError,
  empty,
  isEmpty = defaultIsEmpty,
  children,
}: QueryStateProps<T>) {
  const retry = () => void query.refetch();
  if (query.status === 'pending') return <>{pending}</>;
  if (query.status === 'error') {
    const error = query.error ?? new Error(errorText ?? 'Something went wrong.');
    if (renderError) return <>{renderError(error, retry)}</>;
    return (
      <ErrorState
        message={errorText ?? errorMessage(error, 'Something went wrong. Please try again.')}
        onRetry={retry}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
