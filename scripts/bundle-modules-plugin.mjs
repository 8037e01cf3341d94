// Vite plugin: writes <outDir>/.vite/modules.json, each client chunk's modules grouped by npm package (or source
// folder) with their rendered size, so scripts/check-budgets.mjs and the bench can say what each tool page pulls in.
import { gzipSync } from "node:zlib";

/** "react-dom", "@radix-ui/react-select", or the source folder ("src/client/components") of a module id. */
export function moduleGroup(id, root) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1];
  const rel = id.startsWith(root) ? id.slice(root.length).replace(/^\/+/, "") : id.replace(/^\0/, "");
  return rel.includes("/") ? rel.replace(/\/[^/]+$/, "") : rel;
}

export function bundleModules({ root }) {
  return {
    name: "hub-bundle-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name && this.environment.name !== "client") return;
      const chunks = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const groups = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          if (!info.code) continue;
          const key = moduleGroup(id, root);
          groups[key] = (groups[key] ?? "") + info.code;
        }
        // Gzip of each group's code (unminified, before the chunk is minified): a share, not an exact byte count.
        chunks[chunk.fileName] = Object.fromEntries(
          Object.entries(groups).map(([k, code]) => [k, gzipSync(code, { level: 9 }).length]),
        );
      }
      this.emitFile({ type: "asset", fileName: ".vite/modules.json", source: JSON.stringify(chunks) });
    },
  };
}
