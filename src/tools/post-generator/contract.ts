import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { requiredText, statusToast } from "../../shared/contract-fields";
import { formatNumber } from "../../shared/text/format-number";

/** Longest prompt the social post generator takes (spec: 1 to 1000 characters). */
export const POST_PROMPT_MAX = 1000;

export const postMessages = {
  promptRequired: "Prompt is required",
  promptTooLong: `Prompt is too long: at most ${formatNumber(POST_PROMPT_MAX)} characters.`,
  busy: "Generating Post...",
  submit: "Generate Post",
  success: { title: "Post Generated!", description: "Your social media post has been created successfully." },
  requestFailed: (status: number) => `API request failed with status ${status}`,
  fallback: "Failed to generate post. Please try again.",
  copied: "Post copied to clipboard",
  copyFailed: "Failed to copy to clipboard",
} as const;

export const PLATFORM_IDS = ["twitter", "instagram", "linkedin", "facebook", "tiktok"] as const;
export type Platform = (typeof PLATFORM_IDS)[number];

/**
 * Each platform's limit for the whole post (hashtags included), the number of hashtags the built-in engine adds,
 * and how the limit is counted. Sources: X counts weighted characters (twitter-text v3: CJK and emoji count 2, a URL
 * 23); LinkedIn posts 3,000; Instagram captions 2,200 with at most 30 hashtags; Facebook posts 63,206; TikTok
 * captions 2,200.
 */
export const PLATFORMS: Record<Platform, { label: string; limit: number; hashtags: number; weighted: boolean }> = {
  twitter: { label: "Twitter/X", limit: 280, hashtags: 2, weighted: true },
  linkedin: { label: "LinkedIn", limit: 3000, hashtags: 4, weighted: false },
  instagram: { label: "Instagram", limit: 2200, hashtags: 12, weighted: false },
  facebook: { label: "Facebook", limit: 63_206, hashtags: 3, weighted: false },
  tiktok: { label: "TikTok", limit: 2200, hashtags: 5, weighted: false },
};

/** The platforms the page offers (the API accepts all five). */
export const UI_PLATFORMS = ["twitter", "linkedin", "instagram"] as const satisfies readonly Platform[];

export const socialPostRequest = z.object({
  prompt: requiredText(POST_PROMPT_MAX, { required: postMessages.promptRequired, tooLong: postMessages.promptTooLong }),
  platform: z._default(z.enum(PLATFORM_IDS), "twitter"),
});

export const socialPostResponse = z.object({
  /** The post ready to publish, hashtags included (within the platform's limit). */
  post: z.string(),
  /** The hashtags used in the post, each starting with '#'. */
  hashtags: z.array(z.string()),
});
export type SocialPostResponse = z.infer<typeof socialPostResponse>;

export const contract = defineToolContract({
  endpoint: "/api/social-post",
  request: socialPostRequest,
  response: socialPostResponse,
  messages: postMessages,
  // Spec: a non-OK response raises 'API request failed with status {status}'; the fallback otherwise.
  failure: statusToast(postMessages),
});
