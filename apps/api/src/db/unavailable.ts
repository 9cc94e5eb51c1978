/**
 * Whether an error means the database could not be reached or dropped the connection (its
 * primary died, a failover is under way, the network broke), rather than a fault of the request
 * or of the code: answered 503 so clients and load balancers take it for the passing outage it is.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

// node-postgres reports a connection that ended mid-query or could not be used only in words.
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/** SQLSTATEs of a server going away or not taking connections yet; and of a standby refusing writes. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '25006']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) {
      return true;
    }
  }
  if (LOST_CONNECTION.test(error.message)) return true;
  // An AggregateError (a connection tried on several addresses) carries its causes inside.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
