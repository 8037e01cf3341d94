/** The panes of a catalogue tool whose page does not exist yet (inside the ToolPage frame). */
export default function ComingSoon() {
  return (
    <div className="rounded-xl border border-dashed border-border p-10 text-center lg:col-span-2">
      <p className="text-lg font-semibold">Coming soon</p>
      <p className="mt-1 text-sm text-muted">This tool is being built. Check back shortly.</p>
    </div>
  );
}
