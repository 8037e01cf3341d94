import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { AlertTriangle, Download } from "lucide-react";
import { toast } from "@/client/lib/use-toast";
import { FormField } from "@/client/components/FormField";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Textarea } from "@/client/components/ui/fields";
import { RangeField } from "@/client/components/RangeField";
import {
  DEFAULT_BACKGROUND,
  DEFAULT_CONTENT,
  DEFAULT_FOREGROUND,
  MIN_CONTRAST,
  MIN_MODULE_PX,
  QR_SIZE,
  downloadName,
  qrMessages as m,
} from "./contract";
import {
  buildQr,
  contrastRatio,
  luminance,
  modulePixels,
  parseHexColour,
  renderRgba,
  renderSvg,
  utf8Length,
} from "./qr-generator.engine";
import { ColourField } from "./components/ColourField";
import { canvasToPng, saveBlob } from "./download.client";
import { formatNumber } from "@/shared/text/format-number";

export default function QrGeneratorPage() {
  const [content, setContent] = useState(DEFAULT_CONTENT);
  const [size, setSize] = useState<number>(QR_SIZE.default);
  const [foreground, setForeground] = useState(DEFAULT_FOREGROUND);
  const [background, setBackground] = useState(DEFAULT_BACKGROUND);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  const liveContent = useDeferredValue(content);
  const result = useMemo(() => buildQr(liveContent), [liveContent]);
  const matrix = result.ok ? result.matrix : null;
  const fg = useMemo(() => parseHexColour(foreground)!, [foreground]);
  const bg = useMemo(() => parseHexColour(background)!, [background]);
  const contrast = contrastRatio(fg, bg);
  const inverted = luminance(fg) > luminance(bg);
  const modulePx = matrix ? modulePixels(matrix, size) : Infinity;

  // Live preview: the canvas holds exactly the pixels the PNG download saves.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !matrix) return;
    canvas.getContext("2d")?.putImageData(new ImageData(renderRgba(matrix, size, fg, bg), size, size), 0, 0);
  }, [matrix, size, fg, bg]);

  const refuse = () => toast({ title: "Error", description: m.notGenerated, variant: "destructive" });

  const downloadPng = async () => {
    const current = buildQr(content);
    if (!current.ok) return refuse();
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    canvas.getContext("2d")!.putImageData(new ImageData(renderRgba(current.matrix, size, fg, bg), size, size), 0, 0);
    saveBlob(await canvasToPng(canvas), downloadName("png"));
  };

  const downloadSvg = () => {
    const current = buildQr(content);
    if (!current.ok) return refuse();
    const svg = renderSvg(current.matrix, size, foreground, background);
    saveBlob(new Blob([svg], { type: "image/svg+xml" }), downloadName("svg"));
  };

  const warnings: string[] = [];
  if (matrix) {
    if (contrast < MIN_CONTRAST) warnings.push(m.lowContrast(contrast));
    else if (inverted) warnings.push(m.inverted);
    if (modulePx < MIN_MODULE_PX) warnings.push(m.tooDense(modulePx));
  }

  const bytes = utf8Length(content);
  return (
    <>
      <Card className="min-w-0">
        <CardContent className="grid gap-5 pt-5">
          <FormField
            label="QR Code Content"
            error={result.ok === false && result.reason === "too-long" ? m.tooLong(result.bytes) : undefined}
            hint={
              <>
                {formatNumber(content.length)} characters · {formatNumber(bytes)} bytes
                {matrix && ` · version ${matrix.version} (${matrix.size}×${matrix.size} modules), error correction Q`}
              </>
            }
          >
            <Textarea
              rows={5}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              placeholder="Enter a URL, text, contact card…"
              spellCheck={false}
            />
          </FormField>

          <RangeField
            label="Size"
            range={QR_SIZE}
            value={size}
            onValueChange={setSize}
            unit=" px"
            valueText={`${size} pixels`}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField label="Foreground Color" value={foreground} onChange={setForeground} />
            <ColourField label="Background Color" value={background} onChange={setBackground} />
          </div>
        </CardContent>
      </Card>

      <Card className="min-w-0 lg:sticky lg:top-[4.5rem]">
        <CardHeader>
          <CardTitle>Preview</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex min-h-[200px] items-center justify-center rounded-lg bg-surface-2 p-3">
            {matrix ? (
              <canvas
                ref={canvasRef}
                width={size}
                height={size}
                role="img"
                aria-label={`QR code, ${size} by ${size} pixels, for: ${liveContent.slice(0, 120)}${liveContent.length > 120 ? "…" : ""}`}
                data-testid="qr-canvas"
                className="h-auto max-w-full [image-rendering:pixelated]"
                style={{ width: size }}
              />
            ) : (
              <p className="text-center text-sm text-muted" data-testid="qr-empty">
                {result.ok === false && result.reason === "too-long" ? m.notGenerated : m.empty}
              </p>
            )}
          </div>
          <div aria-live="polite" className="grid gap-2">
            {warnings.map((w) => (
              <p
                key={w}
                className="flex items-start gap-2 rounded-md border border-warning/60 p-2 text-sm text-warning"
                data-testid="qr-warning"
              >
                <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {w}
              </p>
            ))}
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button size="lg" onClick={downloadPng}>
              <Download aria-hidden /> {m.download}
            </Button>
            <Button size="lg" variant="outline" onClick={downloadSvg}>
              <Download aria-hidden /> {m.downloadSvg}
            </Button>
          </div>
          <p className="text-xs text-muted">Made in your browser: nothing you type is sent anywhere.</p>
        </CardContent>
      </Card>
    </>
  );
}
