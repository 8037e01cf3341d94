/** Bundles the server (or another program of the project) to plain JavaScript in node_modules/.cache. */
export function bundleServer(options?: { entry?: string }): Promise<{ entry: string; remove(): void }>;
