/**
 * What the data layer refuses, in the product's words: a rule broken (conflict), a resource
 * missing or hidden (notFound), someone else's (forbidden), input the rules do not allow
 * (invalid), or more posts than a user may write in a while (tooFast). Tables throw these; the HTTP layer maps each kind to its status
 * (http/error-handler.ts), so nothing below HTTP knows a status code.
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'notFound' | 'conflict' | 'tooFast';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('notFound', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooFast = (message: string) => new DomainError('tooFast', message);
