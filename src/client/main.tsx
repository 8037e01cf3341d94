import "./lib/zod-config";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Root } from "./Root";
import { preloadWhenIdle } from "./lib/deferred-code";
import { loadToaster } from "./components/ToastHost";
import { loadSupportDialog } from "./components/SupportDialog";
import { loadMobilePanel } from "./components/SiteHeader";
import "./styles.css";

// The build prerenders every route (scripts/prerender.mjs): hydrate that HTML. `npm run dev` serves an empty
// #root: render from scratch.
const container = document.getElementById("root")!;
if (container.firstElementChild) hydrateRoot(container, <Root />);
else createRoot(container).render(<Root />);

preloadWhenIdle([loadToaster, loadSupportDialog, loadMobilePanel]);
