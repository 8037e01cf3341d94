import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import { preloadWhenIdle } from "./lib/deferred-code";
import { loadToaster } from "./components/ToastHost";
import { loadSupportDialog } from "./components/SupportDialog";
import { loadMobilePanel } from "./components/SiteHeader";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

preloadWhenIdle([loadToaster, loadSupportDialog, loadMobilePanel]);
