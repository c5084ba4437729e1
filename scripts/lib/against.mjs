// The comparison build of `npm run bench -- --against <commit>`: that commit checked out in a git
// worktree under the system's temporary folder (sharing this checkout's node_modules), built there
// with its own scripts/build.mjs, and served by its own server (serve.mjs startServer with `root`),
// so the bench measures both builds side by side in one run. A worktree already built for the same
// commit is reused. `git worktree remove <dir>` (or deleting the folder and `git worktree prune`)
// cleans it up.
import { spawnSync } from "node:child_process";
import { existsSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./serve.mjs";

const git = (args, cwd = ROOT) => {
  const r = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr.trim()}`);
  return r.stdout.trim();
};

/** Checks out and builds `commit`; answers its folder (`root`) and its built app (`staticDir`). */
export function buildCommit(commit, { log = console.info } = {}) {
  const sha = git(["rev-parse", "--verify", `${commit}^{commit}`]);
  const root = path.join(tmpdir(), `bench-against-${sha.slice(0, 12)}`);
  const staticDir = path.join(root, "dist");
  const marker = path.join(staticDir, ".bench-built");
  if (existsSync(marker)) {
    log(`against ${sha.slice(0, 7)}: reusing ${root}`);
    return { sha, root, staticDir };
  }
  if (!existsSync(root)) git(["worktree", "add", "--detach", root, sha]);
  const modules = path.join(root, "node_modules");
  if (!existsSync(modules)) symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
  log(`against ${sha.slice(0, 7)}: building in ${root}`);
  const built = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs"), "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error(`the build of ${sha.slice(0, 7)} failed`);
  writeFileSync(marker, `${sha}\n`);
  return { sha, root, staticDir };
}
