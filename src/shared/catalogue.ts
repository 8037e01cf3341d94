/** The 13 tools of the hub. One entry drives the home grid, the menus, the routes and the search. */
export const CATEGORIES = [
  { id: "all", label: "All Apps" },
  { id: "text", label: "Text Generation" },
  { id: "image", label: "Image Generation" },
  { id: "audio", label: "Audio & Speech" },
  { id: "productivity", label: "Productivity" },
  { id: "coming-soon", label: "Coming Soon" },
] as const;

export type CategoryTab = (typeof CATEGORIES)[number]["id"];
export type ToolCategory = Exclude<CategoryTab, "all" | "coming-soon">;

/** lucide-react icon names; the client maps them to components (see client/components/ToolIcon.tsx). */
export type ToolIconName =
  | "FileText" | "Share2" | "Wand2" | "Mic" | "Volume2" | "QrCode" | "TrendingUp"
  | "Mail" | "KeyRound" | "Briefcase" | "Sparkles" | "FileJson" | "Quote";

export interface ToolEntry {
  id: string;
  name: string;
  description: string;
  category: ToolCategory;
  path: `/${string}`;
  icon: ToolIconName;
  /** Extra words the search box matches (synonyms, what people type). */
  keywords: readonly string[];
  /** Runs entirely in the browser: no request leaves the page. */
  clientOnly?: boolean;
  /** The back link's label: 'Back to Home' unless the spec gives the tool another ('Back to Apps'). */
  backLabel?: string;
}

export const TOOLS: readonly ToolEntry[] = [
  {
    id: "summarizer", name: "Text Summarizer", category: "text", path: "/summarizer", icon: "FileText",
    description: "Condense long articles and documents into concise bullet points, paragraphs or a TL;DR.",
    keywords: ["summary", "tldr", "shorten", "abstract", "digest", "condense"],
  },
  {
    id: "post-generator", name: "Social Post Generator", category: "text", path: "/post-generator", icon: "Share2",
    description: "Write ready-to-share posts for Twitter/X, LinkedIn and Instagram, with hashtags.",
    keywords: ["twitter", "x", "linkedin", "instagram", "hashtag", "social media", "tweet"],
  },
  {
    id: "humanizer", name: "Text Humanizer", category: "text", path: "/humanizer", icon: "Wand2",
    description: "Rewrite stiff, machine-sounding text in a casual, friendly or professional voice.",
    keywords: ["rewrite", "paraphrase", "tone", "natural", "ai detector"],
  },
  {
    id: "speech-to-text", name: "Speech to Text", category: "audio", path: "/speech-to-text", icon: "Mic",
    description: "Transcribe audio recordings in MP3, WAV, M4A, MP4 or WEBM into text.",
    keywords: ["transcribe", "transcription", "audio", "voice", "dictation", "whisper", "stt"],
  },
  {
    id: "text-to-speech", name: "Text to Speech", category: "audio", path: "/text-to-speech", icon: "Volume2",
    description: "Turn text into natural speech in nine languages and download it as MP3, WAV, OGG or FLAC.",
    keywords: ["tts", "voice", "read aloud", "audio", "narration", "speak"],
  },
  {
    id: "qr-generator", name: "QR Code Generator", category: "image", path: "/qr-generator", icon: "QrCode",
    description: "Create QR codes for resume links and professional profiles, in your colours.",
    keywords: ["qr", "barcode", "resume", "link", "vcard", "png", "svg"],
    clientOnly: true,
  },
  {
    id: "seo-optimizer", name: "SEO Article Optimizer", category: "text", path: "/seo-optimizer", icon: "TrendingUp",
    description: "Score an article on readability and keyword checks and get a structured, optimized version.",
    keywords: ["seo", "search engine", "keywords", "readability", "yoast", "blog"],
  },
  {
    id: "email-generator", name: "Email Template Generator", category: "text", path: "/email-generator", icon: "Mail",
    description: "Draft professional emails for any purpose, tone and audience in seconds.",
    keywords: ["email", "mail", "template", "outreach", "letter", "follow-up"],
  },
  {
    id: "password-generator", name: "Password Generator", category: "productivity", path: "/password-generator",
    icon: "KeyRound",
    description: "Generate strong random passwords in your browser, with a strength meter and entropy.",
    keywords: ["password", "passphrase", "secure", "random", "security", "generator"],
    clientOnly: true,
  },
  {
    id: "cover-letter-generator", name: "Cover Letter Generator", category: "text", path: "/cover-letter-generator",
    icon: "Briefcase",
    description: "Get three tailored cover letters from your resume and a job description.",
    keywords: ["cover letter", "job", "resume", "cv", "application", "career"],
  },
  {
    id: "prompt-builder", name: "AI Prompt Builder", category: "text", path: "/prompt-builder", icon: "Sparkles",
    backLabel: "Back to Apps",
    description: "Build clear, structured prompts for ChatGPT and other AI models, with variations and tips.",
    keywords: ["prompt", "chatgpt", "llm", "prompt engineering", "midjourney"],
  },
  {
    id: "jsonl-creator", name: "JSONL Creator", category: "productivity", path: "/jsonl-creator", icon: "FileJson",
    description: "Build and validate JSONL fine-tuning data files from message pairs, right in your browser.",
    keywords: ["jsonl", "fine-tuning", "dataset", "openai", "training data", "json"],
    clientOnly: true,
  },
  {
    id: "mla-citation", name: "MLA Citation Generator", category: "productivity", path: "/mla-citation", icon: "Quote",
    description: "Cite websites, books, articles and journals in MLA 9th edition style.",
    keywords: ["citation", "mla", "bibliography", "works cited", "reference", "cite"],
  },
];

export function toolById(id: string): ToolEntry | undefined {
  return TOOLS.find((t) => t.id === id);
}

export function toolByPath(path: string): ToolEntry | undefined {
  const clean = path.replace(/\/+$/, "") || "/";
  return TOOLS.find((t) => t.path === clean);
}
