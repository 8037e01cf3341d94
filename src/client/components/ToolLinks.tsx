import { Link } from "wouter";
import { TOOLS } from "@/client/lib/catalogue";
import { isToolLive } from "@/client/lib/tool-pages";
import { ToolIcon } from "./ToolIcon";

/** Every tool as a link (icon and name), for the desktop tool menu and the mobile 'AI Tools' slide-out. */
export function ToolLinks({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  return (
    <ul className={className}>
      {TOOLS.map((tool) => {
        const live = isToolLive(tool);
        return (
          <li key={tool.id}>
            <Link
              href={tool.path}
              onClick={onNavigate}
              className="flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-surface-2 focus-visible:bg-surface-2"
            >
              <ToolIcon tool={tool} className="h-4 w-4 shrink-0 text-accent" />
              <span>{tool.name}</span>
              {!live && <span className="ml-auto text-xs text-muted">Soon</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
