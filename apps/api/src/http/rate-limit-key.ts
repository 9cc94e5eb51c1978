import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The rate limit's key: the client address, with IPv6 addresses reduced to their /64 (one
 * customer's allocation, as @fastify/rate-limit does by default). A client that has already
 * closed its connection has no address; those share one key rather than crash the hook.
 */
export function rateLimitKey(request: FastifyRequest): string {
  let ip: string | undefined;
  try {
    ip = request.ip ?? request.socket?.remoteAddress;
  } catch {
    ip = undefined;
  }
  if (typeof ip !== 'string' || ip === '') return 'unknown-client';
  if (!isIPv6(ip)) return ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  return ipv6Prefix64(ip);
}

/** The first four groups of an IPv6 address, with `::` expanded. */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
