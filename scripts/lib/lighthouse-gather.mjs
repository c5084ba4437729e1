// One Lighthouse gathering (its CLI's -G: load, trace, save the artifacts) in a process of its own,
// started by scripts/lib/lighthouse.mjs `gather` against a Chromium it launched:
//   node scripts/lib/lighthouse-gather.mjs <url> <port> <artifacts dir> <flags as JSON>
// In its own process so that a run which stops answering can be ended whole: killed in-process at
// its bound, Lighthouse's pending waits on the browser failed later, unhandled, and ended the gate.
import lighthouse from "lighthouse";
import { waitForQuiet } from "./quiet-host.mjs";

const [url, port, dir, flags] = process.argv.slice(2);
// A freshly launched Chromium keeps both of a 2-core host's CPUs busy for one to two seconds after
// it answers (its own start-up and the browser's WebUI renderer: 90% busy in the first 1.5 s, then
// under 5%, `ps` and /proc/stat, Chromium 156). Lighthouse measures its benchmark index and loads
// the page right away, so both were measured beside that work: the index, which sets the CPU
// multiplier, and the page's tasks, which the multiplier then scales. The trace starts once the host
// is quiet (and this process has loaded Lighthouse): two quarter-seconds in a row under 20% busy, at
// most ten seconds.
await waitForQuiet({ windowMs: 250, windows: 2, maxBusy: 0.2, maxMs: 10_000 });
await lighthouse(url, { ...JSON.parse(flags), port: Number(port), gatherMode: dir });
// The artifacts are written; nothing this process still holds (a socket to the browser) is waited for.
process.exit(0);
