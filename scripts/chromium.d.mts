export declare const HEADLESS_ARGS: string[];
export declare function resolveChromium(): Promise<{ executablePath: string; args: string[]; source: string }>;
