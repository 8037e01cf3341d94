/** Every page the client renders: the home and one per catalogue tool (pass the side's own catalogue). */
export function pagePaths(tools: readonly { path: string }[]): string[] {
  return ["/", ...tools.map((t) => t.path)];
}

/**
 * The canonical path of a page for any spelling of it (letter case, trailing slashes: "/SUMMARIZER/" is
 * "/summarizer"), or null when no page has that path. Server and client both send a variant to its canonical
 * path (the server with a 301), so a page has one address.
 */
export function canonicalPagePath(pathname: string, paths: readonly string[]): string | null {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  const lower = trimmed.toLowerCase();
  return paths.find((p) => p.toLowerCase() === lower) ?? null;
}
