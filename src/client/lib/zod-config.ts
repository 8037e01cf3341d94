/**
 * Zod probes `new Function("")` to decide whether it may compile fast parsers. The site's CSP forbids eval, so the
 * probe is blocked and Chrome reports a CSP violation on every page that parses with zod (Lighthouse best-practices
 * "inspector-issues"). Jitless mode skips the probe; parsing stays correct (interpreted path).
 *
 * Zod 4 keeps its global config on `globalThis.__zod_globalConfig` (created once, then shared), so setting the flag
 * there avoids pulling zod into the home page's initial bundle. Mutating the object in place works whether zod's
 * core has already run or not. tests/e2e/routes-a11y.e2e.ts fails on any CSP violation, so a zod upgrade that drops
 * this hook is caught.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
