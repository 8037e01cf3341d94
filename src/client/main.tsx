import "./lib/effect-timing";
import "./lib/zod-config";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Root } from "./Root";
import { preloadWhenIdle } from "./lib/deferred-code";
import { loadToaster } from "./components/ToastHost";
import { loadSupportDialog } from "./components/SupportDialog";
import { loadMobilePanel } from "./components/SiteHeader";
import { watchEarlyEdits } from "./lib/early-edits";
import "./styles.css";

// The build prerenders every route (scripts/prerender.mjs): hydrate that HTML. `npm run dev` serves an empty
// #root: render from scratch.
const container = document.getElementById("root")!;
if (container.firstElementChild) {
  // Fields edited before the page is live keep the visitor's value (lib/early-edits.ts, read by lib/use-form.ts).
  watchEarlyEdits(container);
  hydrateRoot(container, <Root />);
} else createRoot(container).render(<Root />);

preloadWhenIdle([loadToaster, loadSupportDialog, loadMobilePanel]);
