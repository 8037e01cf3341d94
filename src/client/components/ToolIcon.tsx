import {
  Briefcase, FileJson, FileText, KeyRound, Mail, Mic, QrCode, Quote, Share2, Sparkles, TrendingUp, Volume2, Wand2,
  type LucideProps,
} from "lucide-react";
import type { ToolIconName } from "@/shared/catalogue";

const ICONS: Record<ToolIconName, React.ComponentType<LucideProps>> = {
  FileText, Share2, Wand2, Mic, Volume2, QrCode, TrendingUp, Mail, KeyRound, Briefcase, Sparkles, FileJson, Quote,
};

export function ToolIcon({ name, ...props }: { name: ToolIconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden {...props} />;
}
