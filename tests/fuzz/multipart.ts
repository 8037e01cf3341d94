import fc from "fast-check";

const AUDIO_HEADS = [
  Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"),
  Buffer.from("ID3\x03\x00\x00\x00\x00\x00\x00", "latin1"),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.from("\x00\x00\x00\x18ftypM4A ", "latin1"),
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from("fLaC", "latin1"),
  Buffer.from("OggS", "latin1"),
  Buffer.from("%PDF-1.4", "latin1"),
  Buffer.from("MZ\x90\x00", "latin1"),
];

function part(boundary: string, name: string, body: Buffer, filename?: string, type?: string): Buffer {
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ""}\r\n` +
    (type ? `Content-Type: ${type}\r\n` : "") +
    "\r\n";
  return Buffer.concat([Buffer.from(head, "utf8"), body, Buffer.from("\r\n")]);
}

export const randomMultipart = fc
  .record({
    boundary: fc.constantFrom("----fuzzBoundary7MA4YWxk", "x", "a".repeat(70)),
    head: fc.constantFrom(...AUDIO_HEADS),
    tail: fc.uint8Array({ maxLength: 4096 }),
    filename: fc.option(
      fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("a.mp3", "x.wav", "../../x.m4a", "evil.exe", "")),
      { nil: undefined },
    ),
    type: fc.option(
      fc.constantFrom(
        "audio/mpeg",
        "audio/wav",
        "audio/x-m4a",
        "video/webm",
        "application/pdf",
        "text/plain",
        "audio/",
      ),
      { nil: undefined },
    ),
    language: fc.option(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("english", "auto", "klingon", "")), {
      nil: undefined,
    }),
    fieldName: fc.constantFrom("file", "file", "audio", "files[]"),
  })
  .map(({ boundary, head, tail, filename, type, language, fieldName }) => {
    const parts = [part(boundary, fieldName, Buffer.concat([head, Buffer.from(tail)]), filename ?? "sample.bin", type)];
    if (language !== undefined) parts.push(part(boundary, "language", Buffer.from(language)));
    return { boundary, payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
  });

/** Valid-looking multipart cut off at a random point (no closing boundary). */
export const truncatedMultipart = fc
  .tuple(randomMultipart, fc.double({ min: 0, max: 0.98, noNaN: true }))
  .map(([{ boundary, payload }, cut]) => ({
    boundary,
    payload: payload.subarray(0, Math.floor(payload.length * cut)),
  }));

/** A file part just over the 25 MiB limit. */
export function oversizedMultipart() {
  const boundary = "----fuzzOversized";
  const body = Buffer.alloc(25 * 1024 * 1024 + 1, 0);
  Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1").copy(body);
  return {
    boundary,
    payload: Buffer.concat([part(boundary, "file", body, "big.wav", "audio/wav"), Buffer.from(`--${boundary}--\r\n`)]),
  };
}
