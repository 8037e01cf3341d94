import type { ComponentType } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "./query-client";
import { PageReady } from "../components/PageReady";

/**
 * Wraps a lazy tool page in the app's QueryClientProvider. The provider travels with the tool pages (which use
 * TanStack Query) instead of wrapping the whole app, so the home page's initial JS does not carry the library.
 * PageReady comes after the page, so its effect runs once the page's fields are live.
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
        <PageReady />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
