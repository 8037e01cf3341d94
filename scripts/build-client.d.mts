/** Builds the client with Vite into CLIENT_OUT_DIR (default dist/client) and pre-compresses its text assets. */
export function buildClient(options?: { quiet?: boolean }): Promise<void>;
