import type { PromptTone } from "./contract";

/**
 * Style cues for an image prompt, chosen from the topic's own words first: the time of day sets the light ("at dusk"
 * -> fading dusk light), the season, weather or setting the palette ("snowy woods" -> cool blues and crisp whites),
 * mood words the feel ("cozy" -> warm and inviting, amber accents). The tone sets the medium and fills in whatever
 * the topic does not say, so a cozy cabin at dusk never gets "glowing neon".
 */
interface ImageCues {
  style: string;
  lighting: string;
  palette: string;
}

type Cue = readonly [RegExp, string];

/** A light source in the scene outshines the hour: a bonfire at midnight is lit by its fire, not by the moon; an
 * eruption by its lava; a night storm by lightning. */
const SOURCE_LIGHT: readonly Cue[] = [
  [/\b(?:lava|erupting|eruption|volcano(?:es)?)\b/i, "the red glow of molten lava lighting the smoke"],
  [/\b(?:sandstorm|dust storm)\b/i, "hazy, dust-filtered light"],
  [/\b(?:candlelit|fireplace|campfire|firelight|bonfire|fire pit)\b/i, "warm flickering firelight against the dark"],
];

const LIGHT: readonly Cue[] = [
  [/\b(?:neon|cyberpunk|nightclub|arcade)\b/i, "glowing neon light and wet reflections"],
  [
    /\b(?:(?:thunder)?storms?|stormy|thunder|lightning)\b.*\b(?:night|midnight)\b|\b(?:night|midnight)\b.*\b(?:(?:thunder)?storms?|stormy|thunder|lightning)\b/i,
    "flashes of lightning against a dark night sky",
  ],
  [/\bgolden hour\b/i, "warm golden-hour light"],
  [/\b(?:dusk|twilight|evening|sunset|blue hour)\b/i, "soft fading dusk light"],
  [
    /\b(?:fog|foggy|mist|misty)\b.*\b(?:dawn|sunrise|morning)\b|\b(?:dawn|sunrise|morning)\b.*\b(?:fog|foggy|mist|misty)\b/i,
    "soft early-morning light diffused through mist",
  ],
  [/\b(?:dawn|sunrise|early morning|morning)\b/i, "soft early-morning light"],
  [/\b(?:night|midnight|moonlit|moon|starry|stars)\b/i, "cool moonlight and deep night shadows"],
  [/\b(?:(?:thunder)?storms?|stormy|thunder|lightning)\b/i, "dramatic stormy light"],
  [/\b(?:fog|foggy|mist|misty|haze)\b/i, "soft light diffused through mist"],
  [/\b(?:candle|candlelit|fireplace|campfire|firelight|bonfire)\b/i, "warm flickering firelight"],
  [/\b(?:rain|rainy|raindrops?|drizzle|downpour)\b/i, "soft grey rainy-day light"],
  [/\b(?:underwater|under the sea|ocean floor|reef)\b/i, "sunbeams filtering through water"],
  [/\b(?:noon|midday|sunny|summer day|bright day)\b/i, "bright midday sun with crisp shadows"],
  [/\bafternoon\b/i, "warm afternoon sunlight"],
  [/\b(?:studio|product shot|packshot|headshot)\b/i, "soft even studio lighting"],
];

const PALETTE: readonly Cue[] = [
  [/\b(?:snow|snowy|winter|frost|frosty|ice|icy|arctic)\b/i, "cool blues and crisp whites"],
  [/\b(?:autumn|fall foliage|autumnal|harvest)\b/i, "rich oranges, reds and browns"],
  [/\b(?:spring|blossoms?|cherry|meadow|flowers?|garden)\b/i, "fresh greens and soft pastels"],
  [/\b(?:desert|dunes?|sand|canyon)\b/i, "warm sandy ochres and terracotta"],
  [/\b(?:forest|woods|woodland|jungle|rainforest)\b/i, "deep greens and earthy browns"],
  [/\b(?:fog|foggy|mist|misty|haze|hazy|drizzle|rainy)\b/i, "muted greys and soft silvery blues"],
  [/\b(?:ocean|sea|beach|coast|coastal|lake|island|tropical)\b/i, "turquoise water and sandy neutrals"],
  [/\b(?:harbou?r|port|pier|dock|fishing|fisherm[ae]n|boats?)\b/i, "weathered blues, greys and rope browns"],
  [/\b(?:city|street|urban|downtown|skyline|alley)\b/i, "urban greys with pops of colour"],
  [/\b(?:space|galaxy|nebula|planet|cosmic)\b/i, "deep indigo and violet with bright star points"],
];

/** Conditions that darken a scene: a sunny palette ("turquoise water and sandy neutrals") contradicts them. */
const CONDITION_PALETTE: readonly Cue[] = [
  [/\b(?:lava|erupting|eruption|volcano(?:es)?)\b/i, "glowing reds and oranges against black rock"],
  [/\b(?:sandstorm|dust storm)\b/i, "dusty ochre haze and muted browns"],
  [/\b(?:(?:thunder)?storms?|stormy|thunder|lightning|hurricane|gale|tempest)\b/i, "slate greys and deep storm blues"],
  [
    /\b(?:bonfire|campfire|fire pit|candlelit|lanterns?)\b.*\b(?:night|midnight)\b|\b(?:night|midnight)\b.*\b(?:bonfire|campfire|fire pit|candlelit|lanterns?)\b/i,
    "deep blacks with glowing orange and amber",
  ],
  [/\b(?:night|midnight|moonlit|starry)\b/i, "deep navy and charcoal with silver highlights"],
];

/** Palettes of a bright day: they give way to a condition that darkens the scene. */
const DAY_PALETTE = /turquoise|pastels|sandy ochres/;

const MOOD: readonly [RegExp, string, string][] = [
  // pattern, feel, palette accent
  [/\b(?:cozy|cosy|warm|hygge|snug|homey|inviting)\b/i, "warm and inviting", "warm amber accents"],
  [
    /\b(?:eerie|haunted|creepy|spooky|horror|abandoned|sinister|gothic)\b/i,
    "moody and mysterious",
    "desaturated tones and deep shadows",
  ],
  [
    /\b(?:cheerful|happy|playful|cute|kids?|children|fun|whimsical)\b/i,
    "cheerful and playful",
    "bright, saturated colours",
  ],
  [/\b(?:serene|calm|peaceful|tranquil|quiet|zen|still)\b/i, "calm and serene", "soft muted tones"],
  [/\b(?:fog|foggy|mist|misty|haze|hazy)\b/i, "quiet and hushed", ""],
  [
    /\b(?:futuristic|sci-fi|cyberpunk|robots?|spaceship|android)\b/i,
    "sleek and futuristic",
    "cool cyan and magenta highlights",
  ],
  [
    /\b(?:vintage|retro|nostalgic|old-fashioned|1950s|1960s|1970s|1980s)\b/i,
    "nostalgic and vintage",
    "faded film tones",
  ],
  [/\b(?:epic|majestic|heroic|dramatic|vast)\b/i, "epic and dramatic", "high-contrast light and dark"],
  [/\b(?:romantic|love|wedding)\b/i, "romantic and dreamy", "soft rose and gold tones"],
  [/\b(?:minimal|minimalist|logo|icon|flat)\b/i, "minimal and clean", "a limited two- or three-colour palette"],
];

const OUTDOOR =
  /\b(?:woods|forest|mountains?|beach|street|city|field|snow|sky|garden|park|lake|sea|ocean|desert|river|valley|meadow|village|outdoors?|landscape|hills?)\b/i;

const TONE_STYLE: Record<PromptTone, string> = {
  professional: "clean, polished commercial style, balanced and uncluttered",
  casual: "candid snapshot feel, natural and unposed",
  friendly: "warm and inviting illustration, soft rounded shapes",
  formal: "classic, elegant and symmetrical",
  creative: "surreal and imaginative, dreamlike atmosphere",
  technical: "precise technical illustration, accurate proportions, labelled diagram clarity",
};

/** A medium the topic names sets the look; the tone then only adds its manner ("oil painting" + professional is
 * never "clean, polished commercial style"). */
const MEDIUM_STYLE: [RegExp, string][] = [
  [/\boil (?:painting|paint|portrait)s?\b|\bin oils?\b/i, "visible brushstrokes, rich layered oil paint textures"],
  [/\bacrylic\b/i, "bold acrylic brushwork, saturated opaque colour"],
  [/\bwatercolou?rs?\b/i, "soft watercolour washes, loose edges, textured paper"],
  [/\bgouache\b/i, "matte gouache, flat opaque colour shapes"],
  [/\b(?:pencil|graphite) (?:sketch|drawing)s?\b/i, "fine graphite shading and cross-hatching"],
  [/\bcharcoal\b/i, "expressive charcoal strokes, smudged shadows"],
  [/\b(?:ink drawing|pen and ink|line art)\b/i, "confident ink linework, cross-hatched shadows"],
  [/\bpastels? (?:drawing|painting)s?\b/i, "soft chalky pastel strokes"],
  [/\bpixel art\b/i, "crisp pixel art, limited palette"],
  [/\b3d render\b/i, "clean 3D render, soft global illumination"],
  [/\b(?:photo|photograph)s?\b/i, "photographic realism, natural lens perspective"],
];

/** A medium written after the subject ("..., watercolor"). */
const MEDIUM_TAIL =
  /,\s*(?:in\s+)?(?:(?:an?\s+)?(?:watercolou?r|oil paint(?:ing)?|pencil sketch|charcoal|pixel art|3d render|photo(?:graph)?|vector art)(?:\s+style)?)\s*$/i;

const MEDIUM_OF =
  /^(?:an?\s+)?(?:(?:(?:oil|acrylic|watercolou?r|gouache|pencil|charcoal|ink|pastel|digital)\s+)?(?:painting|sketch|drawing|illustration|art)|watercolou?r|(?:(?:product|stock|studio|portrait|food|fashion|street|aerial|macro|flat[- ]lay)\s+)?photo(?:graph)?|pixel art|3d render|vector art)\s+of\s+/i;

/** "Oil painting of a lighthouse in a storm" -> "A lighthouse in a storm". */
export function withoutMedium(subject: string): string {
  const bare = subject.replace(MEDIUM_OF, "").replace(MEDIUM_TAIL, "").trim();
  return bare && bare !== subject ? bare.charAt(0).toUpperCase() + bare.slice(1) : subject;
}

/** The subject without a trailing medium that the style cue already describes ("..., watercolor" + "soft watercolour
 * washes" would say it twice). */
export function withoutStyledMedium(subject: string): string {
  const tail = MEDIUM_TAIL.exec(subject);
  return tail && MEDIUM_STYLE.some(([re]) => re.test(tail[0])) ? subject.slice(0, tail.index) : subject;
}

const TONE_MANNER: Record<PromptTone, string> = {
  professional: "balanced and uncluttered",
  casual: "relaxed and unposed",
  friendly: "warm and inviting",
  formal: "classic and composed",
  creative: "imaginative and expressive",
  technical: "accurate proportions",
};

/** The creative tone follows the topic's mood instead of one fixed look. */
const CREATIVE_BY_MOOD: Record<string, string> = {
  "warm and inviting": "whimsical storybook illustration, rich painterly textures",
  "moody and mysterious": "surreal, dreamlike atmosphere, painterly gothic detail",
  "sleek and futuristic": "bold cinematic concept art",
  "nostalgic and vintage": "imaginative retro poster art",
  "calm and serene": "dreamy painterly scene, soft brushwork",
  "quiet and hushed": "atmospheric painterly scene, soft edges and gentle depth",
  "cheerful and playful": "playful imaginative illustration, bold shapes",
};

const TONE_LIGHT: Record<PromptTone, string> = {
  professional: "soft even studio lighting",
  casual: "natural daylight",
  friendly: "golden-hour sunlight",
  formal: "dramatic low-key lighting",
  creative: "soft glowing volumetric light",
  technical: "flat, shadowless lighting",
};

const TONE_PALETTE: Record<PromptTone, string> = {
  professional: "a restrained, brand-friendly palette",
  casual: "true-to-life colours",
  friendly: "cheerful, warm colours",
  formal: "a restrained, elegant palette",
  creative: "bold unexpected colours",
  technical: "neutral greys with one accent colour",
};

const find = (cues: readonly Cue[], text: string) => cues.find(([re]) => re.test(text))?.[1] ?? null;

/** Words in the visitor's keywords that already set the colours ("pastel colours", "black and white"). */
const COLOUR_WORDS =
  /\b(?:colou?rs?|palette|pastel|monochrome|black and white|sepia|neon|gold(?:en)?|silver|red|blue|green|yellow|orange|purple|pink|teal)\b/i;
/** A logo, icon or sticker is flat artwork: no scene lighting, and its variations are other marks, not photographs. */
export const FLAT_ART = /\b(?:logo|icon|sticker|emblem|badge|favicon|wordmark)\b/i;
export const FLAT_ART_ANGLES = [
  "{subject}, flat vector emblem, bold simple shapes, {keywords}",
  "{subject}, minimal line-art mark, single colour, {keywords}",
  "{subject}, badge-style design, two colours, clean lettering, {keywords}",
  "{subject}, geometric monogram, clever use of negative space, {keywords}",
];

/** A look the topic names ("oil painting style", "in the style of a Ghibli film", "anime style"): its variations keep
 * it and change the framing and the light, never stack a second medium on it ("oil painting, isometric 3D render"). */
export const NAMED_LOOK =
  /\b(?:[\p{L}-]+\s+)?style\b|\bin the style of\b|\b(?:anime|manga|pixel art|claymation|ukiyo-e|art deco|art nouveau|cyberpunk|steampunk)\b/iu;
export const LOOK_KEPT_ANGLES = [
  "{subject}, {look}close-up on the main subject, shallow depth of field, {lighting}, {keywords}",
  "{subject}, {look}wide establishing view, the subject small in a vast setting, {keywords}",
  "{subject}, {look}dramatic low-angle view, strong contrast, {keywords}",
  "{subject}, {look}muted palette, quiet and minimal composition, {keywords}",
];

/** The cue for the medium the topic names ("oil painting" -> "visible brushstrokes, rich layered oil paint
 * textures"): each cue names its medium, so the medium is not said twice. */
export function namedMedium(topic: string): string | null {
  return MEDIUM_STYLE.find(([re]) => re.test(topic))?.[1] ?? null;
}

const THUMBNAIL = /\bthumbnails?\b/i;

export function imageCues(text: string, tone: PromptTone, keywords: string[] = []): ImageCues {
  if (FLAT_ART.test(text)) {
    return {
      style: "flat vector design, clean lines, scalable shapes",
      lighting: "",
      palette: keywords.some((k) => COLOUR_WORDS.test(k)) ? "" : "a limited two- or three-colour palette",
    };
  }
  // A thumbnail must read at a glance in a grid of others: bold contrast, one focal subject, room for a title.
  if (THUMBNAIL.test(text))
    return {
      style: "bold, high-contrast thumbnail composition, one expressive focal subject, clear space for a large title",
      lighting: TONE_LIGHT[tone],
      palette: "saturated colours that stand out against a white page",
    };
  const mood = MOOD.find(([re]) => re.test(text));
  const light = find(SOURCE_LIGHT, text) ?? find(LIGHT, text);
  const place = find(PALETTE, text);
  const condition = find(CONDITION_PALETTE, text);
  // (A stormy night over a tropical island is not "turquoise water and sandy neutrals"; a snowy night stays snowy.)
  const palette =
    condition && (!place || DAY_PALETTE.test(place) || /lava|sandstorm|dust storm/i.test(text)) ? condition : place;
  const medium = MEDIUM_STYLE.find(([re]) => re.test(text))?.[1];
  // (A look the topic names, "anime style", is the style: the tone adds only its manner, never "commercial style".)
  const style = medium
    ? `${medium}, ${TONE_MANNER[tone]}`
    : NAMED_LOOK.test(text)
      ? TONE_MANNER[tone]
      : tone === "creative" && mood
        ? (CREATIVE_BY_MOOD[mood[1]] ?? TONE_STYLE.creative)
        : TONE_STYLE[tone];
  const lighting =
    light ??
    (OUTDOOR.test(text) && (tone === "professional" || tone === "technical")
      ? "soft natural daylight"
      : TONE_LIGHT[tone]);
  const colours = keywords.some((k) => COLOUR_WORDS.test(k))
    ? ""
    : [palette, mood?.[2]].filter(Boolean).join(" with ") || TONE_PALETTE[tone];
  return { style: mood && tone !== "technical" ? `${style}, ${mood[1]} mood` : style, lighting, palette: colours };
}
