/**
 * A stored lesson's media and article images as clients receive them. Writing a lesson checks
 * every address against the contract's rules (`lessons.ts`, `markdown.ts`, with
 * `@edugate/api-client/lessons`) and stores the API's own files by their path; so on the way out
 * a root-relative address is always one of the API's own files, and reading needs no rule of the
 * client's: it only puts the API's public address in front, so a stored lesson survives a change
 * of PUBLIC_URL.
 */

const withoutTrailingSlash = (origin: string) => origin.replace(/\/+$/, '');

/** The API's own files in an article's stored `html` made absolute on `origin`. */
export function withAssetOrigin(html: string, origin: string): string {
  // Only images carry `src`, and the renderer keeps only https ones and the API's own files.
  return html.replaceAll('src="/', `src="${withoutTrailingSlash(origin)}/`);
}

/** A stored media address (a lesson file's path, or an https URL) as clients receive it. */
export function mediaAddress(address: string, origin: string): string {
  return address.startsWith('/') ? `${withoutTrailingSlash(origin)}${address}` : address;
}
