/**
 * Two shapes of a terse job advert: "remote ok" / "hybrid fine" is how the role may be worked ("Remote working is
 * fine."), never "The remote is ok."; a bare run of names ("Go and Postgres", "React, Node and AWS") is what the
 * role works with, never an order ("Please go and Postgres.").
 */

/** "remote ok", "fully remote fine", "hybrid possible" (as the note reader wrote it back: "Remote is ok"). */
const WORK_MODE =
  /^(?:the\s+)?(fully\s+|partly\s+|part\s+)?(remote|hybrid|wfh|home working|flexible working)\s+(?:is\s+)?(ok|okay|fine|possible|allowed|available|welcome|considered|an option)$/i;

/** Names joined by "and", "&", "+", "/" or commas, each capitalised: "Go and Postgres", "React, Node & AWS". */
const NAME_LIST = /^\p{Lu}[\p{L}\d+#.-]*(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*[&+/]\s*)\p{Lu}[\p{L}\d+#.-]*)+$/u;

/** The sentence for a job advert's terse fragment, or null when it is not one. */
export function jobFragment(text: string, hiring: boolean): string | null {
  const t = text.trim().replace(/[.!]+$/, "");
  // "remote possible, React and TypeScript": two fragments the note ran together, said as one sentence.
  const parts = t.split(/,\s+(?!and\s)/);
  if (parts.length === 2) {
    const said = parts.map((p) => oneFragment(p, hiring));
    if (said.every(Boolean)) return `${said[0]}, and ${said[1]!.charAt(0).toLowerCase()}${said[1]!.slice(1)}`;
  }
  return oneFragment(t, hiring);
}

function oneFragment(t: string, hiring: boolean): string | null {
  const mode = WORK_MODE.exec(t);
  if (mode) {
    const how = mode[2]!.toLowerCase() === "wfh" ? "working from home" : `${mode[2]!.toLowerCase()} working`;
    const degree = (mode[1] ?? "").toLowerCase().replace(/^part\s+$/, "partly ");
    const is = /^(?:ok|okay)$/i.test(mode[3]!) ? "OK" : mode[3]!.toLowerCase();
    const head = `${degree}${how}`.replace(/^home working$/, "working from home");
    return `${head.charAt(0).toUpperCase()}${head.slice(1)} is ${is}`;
  }
  if (hiring && NAME_LIST.test(t)) return `You would be working with ${t}`;
  return null;
}
