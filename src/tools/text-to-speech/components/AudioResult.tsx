import { useEffect, useState } from "react";
import { Download } from "lucide-react";
import { toast } from "@/client/lib/use-toast";
import { AudioPlayer } from "@/client/components/ui/audio-player";
import { Button } from "@/client/components/ui/button";
import { TTS_FORMATS, ttsMessages as m, type TtsFormat } from "../contract";
import { downloadName, type GeneratedAudio } from "../text-to-speech.client";
import { formatNumber } from "@/shared/text/format-number";

const formatLabel = (format: TtsFormat) => TTS_FORMATS.find((f) => f.value === format)?.label ?? format;

/** The themed player (its one play button is 'Play Audio', from the start) and 'Download Audio' (in the page's ResultCard). */
export function AudioResult({ audio, selectedFormat }: { audio: GeneratedAudio | null; selectedFormat: TtsFormat }) {
  // The download link is rebuilt whenever the audio or its format changes (spec); its name carries the time.
  const [link, setLink] = useState<{ href: string; name: string } | null>(null);
  useEffect(() => {
    if (!audio) return setLink(null);
    const href = URL.createObjectURL(audio.blob);
    setLink({ href, name: downloadName(audio.format) });
    return () => URL.revokeObjectURL(href);
  }, [audio, audio?.format]);

  const playbackError = () => toast({ ...m.playbackError, variant: "destructive" });

  const download = () => {
    if (!audio || !link) {
      toast({ title: "Error", description: m.noAudio, variant: "destructive" });
      return;
    }
    try {
      const a = document.createElement("a");
      a.href = link.href;
      a.download = link.name;
      document.body.appendChild(a);
      a.click();
      a.remove();
    } catch {
      toast({ ...m.downloadFailed, variant: "destructive" });
    }
  };

  if (!audio) return null;
  const sizeKb = Math.max(1, Math.round(audio.blob.size / 1024));
  return (
    <div className="grid gap-4">
      <AudioPlayer
        src={link?.href}
        label="Generated speech"
        playLabel={m.play}
        onPlaybackError={playbackError}
        data-testid="tts-audio"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" data-testid="tts-audio-info">
          {formatLabel(audio.format)} · {formatNumber(sizeKb)} KB
          {selectedFormat !== audio.format && ` · generate again to get ${formatLabel(selectedFormat)}`}
        </p>
        <Button variant="outline" onClick={download} data-download-name={link?.name}>
          <Download aria-hidden /> {m.download}
        </Button>
      </div>
    </div>
  );
}
