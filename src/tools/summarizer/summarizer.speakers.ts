/**
 * Conversations pasted as text: podcast and interview transcripts ("[00:01:08] JONAS: So the lesson is..."),
 * chat exports ("Sara Lindqvist  9:49 AM" on a line of its own, the message below it) and scripts ("Maya: ...").
 * A line-level reading: which lines open a speaker's turn, who speaks, and the text without timestamp and label.
 * A label counts as a speaker only when the text is a conversation: several lines open with a timestamp, or at least
 * two different labels recur (so "Result: I got the deposit back" in a post is not a speaker).
 */

const TIMESTAMP = /^[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?[\])]?\s*(?:[-–—|]\s*)?/;
/** "MAYA:", "Dr. Aiko Mensah:", "Q:" — one to three capitalised words before a colon. */
const LABEL = /^((?:Dr\.|Mr\.|Mrs\.|Ms\.|Prof\.)?\s?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})\s*:\s+(?=\S)/u;
/**
 * "Kenji Watanabe  9:42 AM", "Sara 09:44": a chat message header on its own line; also a support ticket's
 * "Customer (Dana Whitfield), 18 Nov 09:12:" / "Agent (Marco), 18 Nov 10:03:".
 */
const CHAT_HEADER =
  /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})(?:\s*\([^()]{1,40}\))?,?\s+(?:(?:\d{1,2}\s+\p{L}{3,9}\.?|\p{L}{3,9}\.?\s+\d{1,2}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?),?\s+)?[[(]?\d{1,2}:\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?[\])]?:?$/u;

/** The same header with the message on its line: "Customer (Helen Marsh), 9:14: Hi, I was charged twice...". */
const CHAT_HEADER_INLINE = new RegExp(`${CHAT_HEADER.source.replace(/:\?\$$/, "")}:\\s+(?=\\S)`, "u");

interface SpeakerLine {
  /** The speaker's name as a reader writes it ("Maya", not "MAYA"). */
  speaker: string;
  /** The line's own text after the timestamp and label ("" for a chat header). */
  text: string;
}

interface SpeakerReader {
  /** The speaker turn a line opens, or null when the line continues the current turn or is not a conversation line. */
  read(line: string): SpeakerLine | null;
}

/** "MAYA" -> "Maya", "JEAN-PAUL" -> "Jean-Paul"; names in mixed case stay as they are. */
function speakerName(label: string): string {
  const name = label.trim();
  if (/\p{Ll}/u.test(name)) return name;
  return name.toLowerCase().replace(/(^|[\s'’.-])(\p{Ll})/gu, (_, lead: string, c: string) => lead + c.toUpperCase());
}

const NOT_SPEAKERS =
  /^(?:note|notes|update|edit|result|results|summary|tl;?dr|ps|p\.s|warning|tip|step \d+|question|answer|example|source|date|time|subject|re|fw|fwd|to|from|cc)$/i;

/** Reads the lines once and returns a reader that knows this text's speakers (or reads nothing in other texts). */
export function speakerReader(lines: string[]): SpeakerReader {
  const counts = new Map<string, number>();
  let stamped = 0;
  let headers = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (CHAT_HEADER.test(line) || CHAT_HEADER_INLINE.test(line)) {
      headers++;
      continue;
    }
    const afterStamp = line.replace(TIMESTAMP, "");
    if (afterStamp !== line) stamped++;
    const label = LABEL.exec(afterStamp)?.[1]?.trim();
    if (label && !NOT_SPEAKERS.test(label)) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const recurring = [...counts].filter(([, n]) => n >= 2).map(([label]) => label);
  const speakers = new Set(stamped >= 3 ? [...counts.keys()] : recurring.length >= 2 ? recurring : []);
  const chat = headers >= 2;
  if (speakers.size === 0 && !chat) return { read: () => null };
  return {
    read(raw: string): SpeakerLine | null {
      const line = raw.trim();
      const header = chat ? CHAT_HEADER.exec(line) : null;
      if (header) return { speaker: speakerName(header[1]!), text: "" };
      const inline = chat ? CHAT_HEADER_INLINE.exec(line) : null;
      if (inline) return { speaker: speakerName(inline[1]!), text: line.slice(inline[0].length).trim() };
      const afterStamp = line.replace(TIMESTAMP, "");
      const label = LABEL.exec(afterStamp);
      if (label && speakers.has(label[1]!.trim()))
        return { speaker: speakerName(label[1]!), text: afterStamp.slice(label[0].length).trim() };
      return null;
    },
  };
}
