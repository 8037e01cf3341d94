import { StrictMode } from "react";
import { Router } from "wouter";
import App from "./App";

/**
 * The whole React tree, the same on both sides: the build prerenders it per route (entry-server.tsx, `ssrPath` set)
 * and the browser hydrates that HTML with it (main.tsx, the router then reads the address bar).
 */
export function Root({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App />
      </Router>
    </StrictMode>
  );
}
