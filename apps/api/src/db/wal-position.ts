/**
 * A position in PostgreSQL's write-ahead log as the server prints it (`16/B374D848`: the high and
 * low 32 bits in hex), as a number that compares as positions do; null when `text` is not one.
 */
export function walPosition(text: string): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The server's own spelling of a position (upper-case hex, no leading zeros). */
export function formatWalPosition(position: bigint): string {
  const high = position >> 32n;
  const low = position & 0xffffffffn;
  return `${high.toString(16).toUpperCase()}/${low.toString(16).toUpperCase()}`;
}
