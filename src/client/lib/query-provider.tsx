import type { ComponentType } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "./query-client";

/**
 * Wraps a lazy tool page in the app's QueryClientProvider. The provider travels with the tool pages (which use
 * TanStack Query) instead of wrapping the whole app, so the home page's initial JS does not carry the library.
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
