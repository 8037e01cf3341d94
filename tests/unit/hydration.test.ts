/**
 * The prerendered HTML and the browser's first render agree. The client runs on Preact (vite.config.ts), whose
 * hydration adopts the server's elements without comparing their attributes and says nothing about a difference:
 * an `id` from useId that came out differently in the browser would leave a `<label for>` or an `aria-describedby`
 * written later pointing at nothing. So each route is rendered here as the build does (src/client/entry-server.tsx),
 * hydrated in jsdom with the same components (the lazy tool page included), and every element's id-like and class
 * attributes are compared with what the browser's render asked for, as the elements are adopted.
 */
import { JSDOM } from "jsdom";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOLS } from "../../src/server/catalogue";

const root = path.resolve(import.meta.dirname, "../..");
/** Attributes whose value the client's render must find already in the prerendered element. */
const COMPARED: Record<string, string> = { id: "id", htmlFor: "for", for: "for", class: "class", className: "class" };
const compared = (prop: string) => COMPARED[prop] ?? (/^aria-/.test(prop) ? prop : undefined);

/** Preact's internal names (mangled in its build): a vnode's element, and the hydration-mismatch option hook. */
interface PreactVNode {
  type: unknown;
  props: Record<string, unknown>;
  __e?: Element | null;
}
type PreactOptions = Record<string, ((vnode: PreactVNode) => void) | undefined>;

/**
 * Two module graphs, as in reality: the build's render (its own Preact and lazy pages) and the browser's, whose lazy
 * tool pages have not loaded yet when hydration meets them (they suspend, and are hydrated when they arrive).
 */
let serverSide: ViteDevServer;
let browserSide: ViteDevServer;
const startVite = () =>
  createServer({
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    // Preact and the libraries that import `react` run inside Vite, so the preact/compat aliases apply to them (as
    // in the build); the rest (e.g. qrcode, CommonJS) is loaded by Node.
    ssr: { noExternal: [/^preact/, /^wouter/, /^radix-ui/, /^@radix-ui\//, /^lucide-react/] },
    logLevel: "error",
  });
beforeAll(async () => {
  [serverSide, browserSide] = await Promise.all([startVite(), startVite()]);
});
afterAll(async () => {
  await Promise.all([serverSide.close(), browserSide.close()]);
});

/** Puts `window`'s globals (document, location, HTMLElement, addEventListener...) where the components look. */
function installGlobals(window: JSDOM["window"]): () => void {
  const added: string[] = [];
  const w = window as unknown as Record<string, unknown>;
  for (const key of [...Object.getOwnPropertyNames(window), "addEventListener", "removeEventListener"]) {
    if (key in globalThis) continue;
    const value = w[key];
    Object.defineProperty(globalThis, key, {
      value: typeof value === "function" && /^[a-z]/.test(key) ? value.bind(window) : value,
      configurable: true,
      writable: true,
    });
    added.push(key);
  }
  return () => {
    for (const key of added) delete (globalThis as Record<string, unknown>)[key];
  };
}

async function hydrateRoute(routePath: string) {
  const server = await serverSide.ssrLoadModule("/entry-server.tsx");
  const { html } = (await server.renderRoute(routePath)) as { html: string };
  const dom = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`, {
    url: `http://localhost${routePath}`,
    pretendToBeVisual: true,
  });
  const uninstall = installGlobals(dom.window);
  try {
    const { options, h, render } = await browserSide.ssrLoadModule("preact");
    const { hydrate } = await browserSide.ssrLoadModule("preact/compat");
    const { Root } = await browserSide.ssrLoadModule("/Root.tsx");
    const hooks = options as PreactOptions;
    const mismatches: string[] = [];
    let checked = 0;
    const previous = { diffed: hooks.diffed, __m: hooks.__m };
    hooks.diffed = (vnode) => {
      previous.diffed?.(vnode);
      const element = vnode.__e;
      if (typeof vnode.type !== "string" || !element || element.nodeType !== 1) return;
      for (const [prop, value] of Object.entries(vnode.props)) {
        const attr = compared(prop);
        if (!attr || (typeof value !== "string" && typeof value !== "number")) continue;
        checked++;
        const actual = element.getAttribute(attr);
        if (actual !== String(value))
          mismatches.push(`<${vnode.type}> ${attr}: prerendered ${JSON.stringify(actual)}, browser ${String(value)}`);
      }
    };
    // Preact calls this when hydration meets an element it cannot adopt and creates a new one instead.
    hooks.__m = (vnode) => {
      previous.__m?.(vnode);
      mismatches.push(`<${String(vnode.type)}> created instead of adopted`);
    };
    const container = dom.window.document.getElementById("root")!;
    const h1 = container.querySelector("h1");
    const lastField = [...container.querySelectorAll("main input, main textarea, main select")].at(-1);
    try {
      hydrate(h(Root, {}), container);
      // The lazy tool page resolves (a dynamic import) and its part of the HTML is hydrated in turn.
      await expect.poll(() => dom.window.document.documentElement.dataset.ready, { timeout: 15_000 }).toBe("true");
      return {
        mismatches,
        checked,
        h1Kept: Boolean(h1?.isConnected) && container.querySelector("h1") === h1,
        lastFieldKept: Boolean(lastField?.isConnected),
      };
    } finally {
      hooks.diffed = previous.diffed;
      hooks.__m = previous.__m;
      // Unmounting runs the effects' cleanups (timers, listeners) while this window is still the global one.
      render(null, container);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    uninstall();
    dom.window.close();
  }
}

const ROUTES = ["/", "/summarizer", "/speech-to-text", "/password-generator", "/qr-generator"];

describe("hydrating the prerendered HTML", () => {
  it("covers tool routes that exist", () => {
    for (const route of ROUTES.slice(1)) expect(TOOLS.map((t) => t.path)).toContain(route);
  });

  for (const route of ROUTES) {
    it(`${route}: the browser's render asks for the same ids, labels and classes the HTML has`, async () => {
      const result = await hydrateRoute(route);
      expect(result.checked).toBeGreaterThan(20);
      expect(result.mismatches).toEqual([]);
      // The server's elements are the page's elements, the lazy tool page's fields included.
      expect(result.h1Kept).toBe(true);
      if (route !== "/") expect(result.lastFieldKept).toBe(true);
    });
  }
});
