import { PLATFORMS, type Platform } from "./contract";

/** What the AI provider is asked for a social post. Its answer is fitted to the platform's limit afterwards. */
export const POST_SYSTEM =
  "You write social media posts. Stay faithful to the request: keep every name, number, date and product exactly as " +
  "given and invent no facts. Answer with a JSON object: `post` is the text of the post WITHOUT hashtags, " +
  "`hashtags` lists hashtags made from the request's key phrases, each starting with '#'.";

const STYLE: Record<Platform, string> = {
  twitter: "Twitter/X: one tight paragraph, at most one or two emoji, a short call to action.",
  linkedin: "LinkedIn: a hook line, short paragraphs, optional arrow bullets, a closing question; professional voice.",
  instagram: "Instagram: a catchy first line, short lines with a few emoji, a call to action.",
  facebook: "Facebook: conversational, a question that invites comments.",
  tiktok: "TikTok: one punchy caption line.",
};

export function postPrompt(prompt: string, platform: Platform): string {
  const { limit, hashtags } = PLATFORMS[platform];
  return [
    `Platform: ${platform}. ${STYLE[platform]}`,
    `Length: the post plus its hashtags must stay under ${limit.toLocaleString("en-US")} characters.`,
    `Hashtags: ${hashtags}.`,
    "Request, between the markers:",
    "<<<REQUEST",
    prompt,
    "REQUEST>>>",
  ].join("\n");
}
