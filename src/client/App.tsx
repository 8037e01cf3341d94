import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { TOOLS } from "./lib/catalogue";
import { canonicalPagePath, pagePaths } from "@/shared/page-paths";
import { toolPage } from "./lib/tool-pages";
import { applyRouteMeta, routeMeta } from "./lib/route-meta";
import { ToastHost } from "./components/ToastHost";
import { SiteHeader } from "./components/SiteHeader";
import { SiteFooter } from "./components/SiteFooter";
import { ToolPage } from "./components/ToolPage";
import { PageReady } from "./components/PageReady";
import Home from "./pages/Home";
import NotFound from "./pages/NotFound";

const PAGES = pagePaths(TOOLS);

// Only for catalogue tools whose page does not exist yet (none today): kept out of the home's initial JS.
const ComingSoon = lazy(() => import("./pages/ComingSoon"));

function PageLoading({ className = "min-h-[50vh]" }: { className?: string }) {
  return (
    <div className={`flex items-center justify-center ${className}`} role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-accent border-t-transparent" aria-hidden />
      <span className="sr-only">Loading tool…</span>
    </div>
  );
}

/** Routes come from the catalogue: "/" is the home, each tool its lazy page in the ToolPage frame, anything else the 404. */
export default function App() {
  // Another spelling of a page's path ("/SUMMARIZER", "/summarizer/") shows that page and takes its canonical
  // address, as the server's 301 does; anything else is the 404 page.
  const [location, navigate] = useLocation();
  const canonical = canonicalPagePath(location, PAGES);
  useEffect(() => {
    if (canonical && canonical !== location) navigate(canonical, { replace: true });
  }, [canonical, location, navigate]);
  // Title, description and canonical link follow client-side navigation (the prerendered HTML has each route's).
  useEffect(() => applyRouteMeta(routeMeta(canonical ?? location)), [canonical, location]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-foreground"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Switch location={canonical ?? "/__not-found"}>
            <Route path="/">
              <Home />
              <PageReady />
            </Route>
            {TOOLS.map((tool) => {
              const Page = toolPage(tool.id);
              return (
                <Route key={tool.id} path={tool.path}>
                  {/* The frame shows at once; the page's own code (its two panes) arrives inside it. */}
                  <ToolPage tool={tool}>
                    <Suspense fallback={<PageLoading className="min-h-[40vh] lg:col-span-2" />}>
                      {Page ? <Page /> : <ComingSoon />}
                    </Suspense>
                  </ToolPage>
                </Route>
              );
            })}
            <Route>
              <NotFound />
              <PageReady />
            </Route>
          </Switch>
        </Suspense>
      </main>
      <SiteFooter />
      <ToastHost />
    </div>
  );
}
