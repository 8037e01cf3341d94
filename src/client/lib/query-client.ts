import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** Spec defaults: never stale, no refetch on focus, no polling, no retries, 5-minute garbage collection. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      retry: false,
    },
    mutations: { retry: false },
  },
});
